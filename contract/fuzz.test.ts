// Fuzzing every response (and failure) decoder: random JSON and valid samples with one field
// removed, replaced, turned into the wrong kind, or joined by an unknown field. Decoding never
// throws; a Left names the call and a path at or around the field that was changed; a body the
// codec's guard accepts decodes to itself (so decodeResponse takes such a body as it is).
import * as fc from 'fast-check';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { type CallName, callNames, calls } from './calls.ts';
import { decodeWith, type WireDecodeError } from './decode.ts';
import {
  edit,
  jsonPathOf,
  type Key,
  pathsOf,
  REMOVE,
  related,
  sampleOf,
  valueAt,
} from './testing/codec-helpers.ts';

const RUNS = 300;

type Kind = 'object' | 'array' | 'primitive';
const kindOf = (v: unknown): Kind =>
  Array.isArray(v) ? 'array' : typeof v === 'object' && v !== null ? 'object' : 'primitive';

function decodeSafely(name: string, codec: t.Mixed, body: unknown) {
  let result: ReturnType<typeof decodeWith> | undefined;
  expect(() => {
    result = decodeWith(name, codec, body);
  }).not.toThrow();
  if (result === undefined) throw new Error('unreachable');
  return result;
}

function expectWellFormed(error: WireDecodeError, name: string) {
  expect(error.kind).toBe('malformed');
  expect(error.call).toBe(name);
  expect(error.path).toMatch(/^\$/);
  expect(error.message.length).toBeGreaterThan(0);
}

interface Target {
  readonly label: string;
  readonly name: CallName;
  readonly codec: t.Mixed;
  readonly sample: unknown;
}

const targets: Target[] = callNames.flatMap((name) => {
  const call = calls[name];
  const sample = sampleOf(name);
  const list: Target[] = [{ label: `${name} response`, name, codec: call.response, sample: sample.response }];
  if (sample.failure !== undefined)
    list.push({ label: `${name} failure`, name, codec: call.failure, sample: sample.failure });
  return list;
});

type Mutation =
  | { readonly op: 'remove' }
  | { readonly op: 'replace'; readonly value: unknown }
  | { readonly op: 'flip'; readonly value: unknown }
  | { readonly op: 'extend'; readonly value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ op: 'remove' as const }),
  fc.jsonValue().map((value) => ({ op: 'replace' as const, value })),
  fc
    .oneof(fc.string(), fc.integer(), fc.boolean(), fc.jsonValue())
    .map((value) => ({ op: 'flip' as const, value })),
  fc.jsonValue().map((value) => ({ op: 'extend' as const, value })),
);

/** The body after the mutation, the path an error must be related to, and whether it must fail. */
function apply(sample: unknown, path: Key[], m: Mutation): { body: unknown; at: string; mustFail: boolean } {
  const original = valueAt(sample, path);
  const at = jsonPathOf(path);
  switch (m.op) {
    case 'remove': {
      // Removing an array element shifts the others: any error is somewhere in that array.
      const parent = path.slice(0, -1);
      const inArray = Array.isArray(valueAt(sample, parent));
      return { body: edit(sample, path, REMOVE), at: inArray ? jsonPathOf(parent) : at, mustFail: false };
    }
    case 'replace':
      return { body: edit(sample, path, m.value), at, mustFail: false };
    case 'flip': {
      // A value of the wrong kind: an object where a primitive was, a non-null primitive where a
      // structure was. No response field accepts both.
      const wrong =
        kindOf(original) === 'primitive'
          ? { fuzz: m.value }
          : kindOf(m.value) === 'primitive' && m.value !== null
            ? m.value
            : 'fuzz';
      return { body: edit(sample, path, wrong), at, mustFail: true };
    }
    case 'extend':
      // Servers add fields: an unknown one on any object must be accepted.
      return kindOf(original) === 'object'
        ? { body: edit(sample, [...path, 'x_added_by_server'], m.value), at, mustFail: false }
        : { body: sample, at, mustFail: false };
    default: {
      const never: never = m;
      return never;
    }
  }
}

describe.each(targets)('$label', ({ name, codec, sample }) => {
  it('never throws on random JSON; what decodes is of the type, the wrong kind of body is a Left', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const result = decodeSafely(name, codec, body);
        if (result._tag === 'Right') expect(codec.is(result.right)).toBe(true);
        else expectWellFormed(result.left, name);
        const nullable = body === null && codec.is(null);
        if (kindOf(sample) !== 'primitive' && kindOf(body) !== kindOf(sample) && !nullable) {
          expect(result._tag).toBe('Left');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on a mutated sample; a Left points at the change; the wrong kind always fails', () => {
    const paths = pathsOf(sample);
    fc.assert(
      fc.property(fc.nat({ max: paths.length - 1 }), mutation, (index, m) => {
        const path = paths[index] ?? [];
        if (path.length === 0 && m.op === 'remove') return;
        const { body, at, mustFail } = apply(sample, path, m);
        const result = decodeSafely(name, codec, body);
        if (m.op === 'extend') expect(result._tag).toBe('Right');
        if (mustFail) expect(result._tag).toBe('Left');
        if (result._tag === 'Left') {
          expectWellFormed(result.left, name);
          expect(related(result.left.path, at), `${result.left.path} vs ${at}`).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("decodes to itself, unchanged, every body its guard accepts (decodeResponse's shortcut)", () => {
    const guardAgrees = (body: unknown) => {
      if (!codec.is(body)) return;
      const decoded = codec.decode(body);
      expect(decoded._tag).toBe('Right');
      if (decoded._tag === 'Right') expect(decoded.right).toStrictEqual(body);
    };
    guardAgrees(sample);
    // JSON carries -0, which === takes for 0 (a literal 0's guard did; its decode gave 0)
    guardAgrees(-0);
    expect(codec.is(sample), 'the sample passes the guard').toBe(true);
    fc.assert(fc.property(fc.jsonValue(), guardAgrees), { numRuns: RUNS });
    const paths = pathsOf(sample);
    fc.assert(
      fc.property(fc.nat({ max: paths.length - 1 }), mutation, (index, m) => {
        const path = paths[index] ?? [];
        if (path.length === 0 && m.op === 'remove') return;
        guardAgrees(apply(sample, path, m).body);
      }),
      { numRuns: RUNS },
    );
  });
});
