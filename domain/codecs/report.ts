// Turns io-ts errors into readable lines with the JSON path of the bad field, e.g.
// `$.items[2].price: expected Won, got "1000"`.
import type * as t from 'io-ts';

function isMemberIndex(parent: t.Decoder<unknown, unknown> | undefined): boolean {
  const tag = (parent as { _tag?: string } | undefined)?._tag;
  return tag === 'UnionType' || tag === 'IntersectionType' || tag === 'RefinementType' || tag === 'ExactType';
}

export function errorPath(context: t.Context): string {
  let path = '$';
  for (let i = 1; i < context.length; i++) {
    const entry = context[i];
    const parent = context[i - 1]?.type;
    if (entry === undefined || isMemberIndex(parent)) continue;
    path += /^\d+$/.test(entry.key) ? `[${entry.key}]` : `.${entry.key}`;
  }
  return path;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** One line per distinct path, the deepest (most specific) errors first, at most `limit`. */
export function reportErrors(errors: t.Errors, limit = 5): string[] {
  const byPath = new Map<string, string>();
  const sorted = [...errors].sort((a, b) => b.context.length - a.context.length);
  for (const error of sorted) {
    const path = errorPath(error.context);
    if (byPath.has(path)) continue;
    const expected = error.context[error.context.length - 1]?.type.name ?? 'a value';
    byPath.set(path, `${path}: ${error.message ?? `expected ${expected}, got ${show(error.value)}`}`);
  }
  return [...byPath.values()].slice(0, limit);
}
