// Where two JSON values differ, by JSON path, and how alike they are: for the "nearest recorded
// interaction" of an unmatched replay request.
import { canonicalJson, childPath, fieldOf, isJsonRecord, type Json } from './json.ts';

export interface Difference {
  readonly path: string;
  /** undefined: absent on that side. */
  readonly recorded: Json | undefined;
  readonly got: Json | undefined;
}

/** Every leaf (scalar, empty array or object) by its JSON path, as canonical text. */
export function leaves(value: Json, path = '$', into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((v, i) => {
      leaves(v, childPath(path, i), into);
    });
  } else if (isJsonRecord(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) leaves(v, childPath(path, k), into);
  } else into.set(path, canonicalJson(value));
  return into;
}

/** The share of leaves that are equal, 0..1 (1 for two equal values). */
export function similarity(a: Json, b: Json): number {
  const left = leaves(a);
  const right = leaves(b);
  const paths = new Set([...left.keys(), ...right.keys()]);
  let same = 0;
  for (const p of paths) if (left.get(p) === right.get(p)) same++;
  return paths.size === 0 ? 1 : same / paths.size;
}

/** The smallest differing subtrees, in document order. */
export function differences(recorded: Json | undefined, got: Json | undefined, path = '$'): Difference[] {
  if (recorded !== undefined && got !== undefined && canonicalJson(recorded) === canonicalJson(got))
    return [];
  if (Array.isArray(recorded) && Array.isArray(got)) {
    const length = Math.max(recorded.length, got.length);
    return Array.from({ length }, (_, i) => differences(recorded[i], got[i], childPath(path, i))).flat();
  }
  if (recorded !== undefined && got !== undefined && isJsonRecord(recorded) && isJsonRecord(got)) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(got)])];
    return keys.flatMap((k) => differences(fieldOf(recorded, k), fieldOf(got, k), childPath(path, k)));
  }
  return [{ path, recorded, got }];
}
