// JSON values as a cassette holds them, a canonical text for comparing them regardless of key order,
// and the parsing of request/response body text.

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export function isJsonRecord(value: Json): value is { readonly [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own field only: `__proto__` and friends are data here, never the prototype. */
export function fieldOf(record: { readonly [key: string]: Json }, key: string): Json | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** JSON text with object keys sorted at every depth: equal values give equal text. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isJsonRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] ?? null)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The parsed value, or undefined when `text` is not JSON. */
export function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** A request body as a cassette stores it: parsed JSON, the raw text when it is not JSON, or null. */
export function requestBodyOf(text: string | undefined): Json {
  if (text === undefined || text === '') return null;
  const parsed = parseJson(text);
  return parsed === undefined ? text : parsed;
}

/** `$.a.b[2]["odd key"]`, as decode errors print paths. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

const MAX_SHOWN = 80;

/** A compact, truncated rendering for error texts. */
export function showJson(value: Json | undefined, max = MAX_SHOWN): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
