// Structural equality of plain data (what projections are made of: objects, arrays, primitives).
// The read side keeps a snapshot's identity while its content is the same, so subscribers (React's
// useSyncExternalStore, the CLI) are told only about real changes.

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
  }
  return false;
}

/**
 * `next`, but with every part equal to the matching part of `previous` replaced by that part, so
 * unchanged branches keep their identity (e.g. a cart line that did not change stays the same
 * object when another line's amount changes). Returns `previous` itself when nothing changed.
 */
export function shareStructure<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((x, i) => (i < previous.length ? shareStructure(previous[i], x) : x));
    const same = shared.length === previous.length && shared.every((x, i) => x === previous[i]);
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const shared: Record<string, unknown> = {};
    let same = Object.keys(previous).length === Object.keys(next).length;
    for (const [k, v] of Object.entries(next)) {
      const kept = Object.hasOwn(previous, k) ? shareStructure(previous[k], v) : v;
      shared[k] = kept;
      if (kept !== previous[k] || !Object.hasOwn(previous, k)) same = false;
    }
    return (same ? previous : shared) as T;
  }
  return next;
}
