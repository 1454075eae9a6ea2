// io-ts errors → one readable line per bad field, with the JSON path of the field:
// `$.menu[0].items[3].price: expected an integer number of won, got "18000"`.
import * as t from 'io-ts';
import type { FieldError } from './seed-error.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Union and intersection members are appended under their branch index, not a JSON key. */
function isBranch(parent: t.Decoder<unknown, unknown> | undefined): boolean {
  return parent instanceof t.UnionType || parent instanceof t.IntersectionType;
}

export function jsonPath(context: t.Context): string {
  let path = '$';
  for (let i = 1; i < context.length; i++) {
    const entry = context[i];
    const parent = context[i - 1];
    if (entry === undefined || isBranch(parent?.type)) continue;
    // By the value, not the codec: a list wrapped in a default or nullable codec is still a list.
    if (Array.isArray(parent?.actual)) path += `[${entry.key}]`;
    else path += IDENTIFIER.test(entry.key) ? `.${entry.key}` : `[${JSON.stringify(entry.key)}]`;
  }
  return path;
}

/** The value as the file had it, short: strings quoted, objects and lists summarised. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function messageOf(error: t.ValidationError): string {
  if (error.message !== undefined) return error.message;
  const expected = error.context[error.context.length - 1]?.type.name ?? 'a value';
  if (error.value === undefined) return `missing; expected ${expected}`;
  return `expected ${expected}, got ${describeValue(error.value)}`;
}

export function reportErrors(errors: t.Errors): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = { path: jsonPath(error.context), message: messageOf(error) };
    const key = `${field.path}\u0000${field.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(field);
  }
  return out;
}
