// Duplicate keys in a list, reported at each repeat with where the key first appeared.
import type { FieldError } from './seed-error.ts';

export function findDuplicates<T>(
  entries: readonly T[],
  keyOf: (entry: T) => string | number,
  pathOf: (entry: T) => string,
  label: string,
): FieldError[] {
  const first = new Map<string | number, string>();
  const errors: FieldError[] = [];
  for (const entry of entries) {
    const key = keyOf(entry);
    const path = pathOf(entry);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, path);
    else errors.push({ path, message: `duplicate ${label} ${JSON.stringify(key)} (first at ${earlier})` });
  }
  return errors;
}

/** Duplicate values of one key field across a top-level list, e.g. the ids of notices.json. */
export function duplicateField<T, K extends keyof T>(
  entries: readonly T[],
  field: K & string,
  label: string,
): FieldError[] {
  return findDuplicates(
    entries.map((entry, i) => ({ entry, i })),
    ({ entry }) => {
      const key: unknown = entry[field];
      return typeof key === 'number' ? key : String(key);
    },
    ({ i }) => `$[${i}].${field}`,
    label,
  );
}
