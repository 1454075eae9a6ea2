// Test helpers for the wire codecs: take the side of an Either, edit a sample at a path.
import * as E from 'fp-ts/lib/Either.js';
import type { CallName } from '../calls.ts';
import { formatWireError, type WireDecodeError } from '../decode.ts';
import { samples } from '../samples/index.ts';
import type { Sample } from '../samples/sample.ts';

export function rightOf<A>(result: E.Either<WireDecodeError, A>): A {
  if (E.isLeft(result)) throw new Error(`expected a decoded value, got ${formatWireError(result.left)}`);
  return result.right;
}

export function leftOf<A>(result: E.Either<WireDecodeError, A>): WireDecodeError {
  if (E.isRight(result)) throw new Error(`expected a decode error, got ${JSON.stringify(result.right)}`);
  return result.left;
}

export function sampleOf<N extends CallName>(name: N): Sample<N> {
  const sample = samples[name];
  if (sample === undefined) throw new Error(`no sample for ${name}`);
  return sample as Sample<N>;
}

export type Key = string | number;
export const REMOVE: unique symbol = Symbol('remove');

/** A deep copy of `value` with the field at `path` replaced, or removed with REMOVE. */
export function edit(value: unknown, path: readonly Key[], replacement: unknown): unknown {
  // Through JSON, as a body arrives: shared sub-objects of a sample become separate copies.
  const copy: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<Key, unknown>)[key];
  const last = path[path.length - 1] as Key;
  if (Array.isArray(node) && typeof last === 'number') {
    if (replacement === REMOVE) node.splice(last, 1);
    else node[last] = replacement;
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<Key, unknown>;
    if (replacement === REMOVE) delete record[last];
    else record[last] = replacement;
  }
  return copy;
}

/** Every path into a JSON value, the value itself included (`[]`). */
export function pathsOf(value: unknown, prefix: readonly Key[] = []): Key[][] {
  const here: Key[][] = [[...prefix]];
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      here.push(...pathsOf(v, [...prefix, i]));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) here.push(...pathsOf(v, [...prefix, k]));
  }
  return here;
}

export function valueAt(value: unknown, path: readonly Key[]): unknown {
  let node: unknown = value;
  for (const key of path) node = (node as Record<Key, unknown> | undefined)?.[key];
  return node;
}

/** The JSON path decode.ts would print for `path`. */
export function jsonPathOf(path: readonly Key[]): string {
  return `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join('')}`;
}

/** One JSON path is the other or lies inside it. */
export function related(a: string, b: string): boolean {
  const inside = (outer: string, inner: string) =>
    inner === outer ||
    (inner.startsWith(outer) && (inner[outer.length] === '.' || inner[outer.length] === '['));
  return inside(a, b) || inside(b, a);
}
