// Decoding at the edge: every body from outside goes through one of these and comes out either as
// the typed value or as a WireDecodeError naming the call and the JSON path of the first bad field.
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { guardedDecode } from './guarded-decode.ts';

export interface WireDecodeError {
  readonly kind: 'malformed';
  /** The call name, e.g. 'restaurant.list'. */
  readonly call: string;
  /** JSON path of the first bad field, e.g. `$.restaurants[3].min_order_amount`. */
  readonly path: string;
  /** Expected type and the actual value (truncated), e.g. `expected Won (...), got 1200.5`. */
  readonly message: string;
}

type Entry = t.ContextEntry | undefined;

function tagOf(entry: Entry): string | undefined {
  return (entry?.type as { readonly _tag?: string } | undefined)?._tag;
}

/** Union and intersection members add a context entry (`"0"`, `"1"`) that is not a JSON key. */
function isMemberOf(parent: Entry): boolean {
  const tag = tagOf(parent);
  return tag === 'UnionType' || tag === 'IntersectionType';
}

function jsonDepth(context: t.Context): number {
  let depth = 0;
  for (let i = 1; i < context.length; i++) if (!isMemberOf(context[i - 1])) depth++;
  return depth;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function jsonPath(context: t.Context): string {
  let path = '$';
  for (let i = 1; i < context.length; i++) {
    const entry = context[i];
    const parent = context[i - 1];
    if (entry === undefined || isMemberOf(parent)) continue;
    if (Array.isArray(parent?.actual) && /^\d+$/.test(entry.key)) path += `[${entry.key}]`;
    else path += IDENTIFIER.test(entry.key) ? `.${entry.key}` : `[${JSON.stringify(entry.key)}]`;
  }
  return path;
}

interface Shape {
  readonly _tag?: string;
  readonly props?: Readonly<Record<string, unknown>>;
  readonly types?: readonly unknown[];
}

/** How many of the object keys a codec declares are present in `value`. */
function keysPresent(codec: unknown, value: unknown): number {
  if (typeof value !== 'object' || value === null || typeof codec !== 'object' || codec === null) return 0;
  const shape = codec as Shape;
  if (shape.props !== undefined) return Object.keys(shape.props).filter((k) => k in value).length;
  if (shape._tag === 'IntersectionType' && shape.types !== undefined) {
    return shape.types.reduce<number>((n, member) => n + keysPresent(member, value), 0);
  }
  return 0;
}

function isGreater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? -1;
    if (x !== y) return x > y;
  }
  return false;
}

/**
 * The first error, except that inside a union the branch that got furthest into the value is
 * followed: a body meant as the second branch reports its own bad field, not the first branch's.
 * Ties go to the earlier branch.
 */
function pick(errors: readonly t.ValidationError[], from: number): t.ValidationError | undefined {
  const first = errors[0];
  if (first === undefined) return undefined;
  for (let i = Math.max(from, 1); i < first.context.length; i++) {
    const node = first.context[i - 1];
    if (tagOf(node) !== 'UnionType') continue;
    const under = errors.filter((e) => e.context[i - 1] === node);
    let bestKey = first.context[i]?.key;
    let best: readonly number[] = [];
    for (const e of under) {
      const member = e.context[i];
      // Deeper wins; then the member whose declared keys the value has most of; then a wrong
      // value over a missing field.
      const score = [
        jsonDepth(e.context),
        keysPresent(member?.type, member?.actual),
        e.value === undefined ? 0 : 1,
      ];
      if (isGreater(score, best)) {
        best = score;
        bestKey = member?.key;
      }
    }
    return pick(
      under.filter((e) => e.context[i]?.key === bestKey),
      i + 1,
    );
  }
  return first;
}

const MAX_SHOWN = 60;

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function describe(error: t.ValidationError): string {
  const context = error.context;
  // The outermost type at the failing path: `(Won | null)` rather than its first member `Won`.
  let j = context.length - 1;
  while (j > 0 && isMemberOf(context[j - 1])) j--;
  const outer = context[j]?.type.name ?? 'value';
  const wrapped = j < context.length - 1;
  if (error.value === undefined) return `missing, expected ${outer}`;
  const base = !wrapped && error.message !== undefined ? error.message : `expected ${outer}`;
  return `${base}, got ${show(error.value)}`;
}

export function toWireError(call: string, errors: readonly t.ValidationError[]): WireDecodeError {
  const error = pick(errors, 1);
  if (error === undefined) return { kind: 'malformed', call, path: '$', message: 'could not be decoded' };
  return { kind: 'malformed', call, path: jsonPath(error.context), message: describe(error) };
}

/** A decode's result, or a WireDecodeError naming `call` and the JSON path of the first bad field. */
function wireResult<A>(call: string, decode: () => t.Validation<A>): E.Either<WireDecodeError, A> {
  try {
    const result = decode();
    return E.isRight(result) ? E.right(result.right) : E.left(toWireError(call, result.left));
  } catch (cause) {
    // Only a hostile value (a throwing getter) gets here; JSON never does.
    return E.left({ kind: 'malformed', call, path: '$', message: `could not be read: ${String(cause)}` });
  }
}

/** Decode `body` with `codec`; a failure names `call` and the JSON path of the first bad field. */
export const decodeWith = <A>(call: string, codec: t.Decoder<unknown, A>, body: unknown) =>
  wireResult(call, () => codec.decode(body));

interface Named {
  readonly name: string;
}

// A response or failure body its codec's guard accepts is taken as it is (guarded-decode.ts).
export const decodeResponse = <C extends Named & { readonly response: t.Mixed }>(call: C, body: unknown) =>
  wireResult<t.TypeOf<C['response']>>(call.name, () => guardedDecode(call.response, body));

export const decodeFailure = <C extends Named & { readonly failure: t.Mixed }>(call: C, body: unknown) =>
  wireResult<t.TypeOf<C['failure']>>(call.name, () => guardedDecode(call.failure, body));

/** Path parameters as a router hands them over (strings). */
export const decodeParams = <C extends Named & { readonly params: t.Mixed }>(call: C, params: unknown) =>
  decodeWith<t.TypeOf<C['params']>>(call.name, call.params, params);

/** A GET's query as a router hands it over (strings). */
export const decodeQuery = <C extends Named & { readonly query: t.Mixed }>(call: C, query: unknown) =>
  decodeWith<t.TypeOf<C['query']>>(call.name, call.query, query);

/** A POST's JSON body. */
export const decodeBody = <C extends Named & { readonly body: t.Mixed }>(call: C, body: unknown) =>
  decodeWith<t.TypeOf<C['body']>>(call.name, call.body, body);

export function formatWireError(e: WireDecodeError): string {
  return `${e.call}: ${e.path}: ${e.message}`;
}
