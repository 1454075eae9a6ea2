// Strict io-ts building blocks for seed files. `t.exact`/`t.strict` strip unknown keys, but in a
// seed a typo must not pass silently, so `strictStruct` reports every unknown key as an error at
// its own JSON path. Optional fields are codecs that accept `undefined` (an absent key).
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { closestName } from '../../domain/closest-name.ts';

type Props = Record<string, t.Mixed>;

/** The decoded shape of a struct: every declared key; optional ones may hold `undefined`. */
export type StructOf<P extends Props> = { readonly [K in keyof P]: t.TypeOf<P[K]> };

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

const hasOwn = (o: object, key: string): boolean => Object.hasOwn(o, key);

function unknownFieldMessage(key: string, known: readonly string[]): string {
  const near = closestName(key, known);
  return near === undefined ? 'unknown field' : `unknown field (did you mean "${near}"?)`;
}

/** An object with exactly the declared keys; an unknown key is an error with its path. */
export function strictStruct<P extends Props>(name: string, props: P): t.Type<StructOf<P>, unknown, unknown> {
  const entries = Object.entries(props);
  const known = entries.map(([key]) => key);
  const codecOf = new Map(entries);
  return new t.Type<StructOf<P>, unknown, unknown>(
    name,
    (u): u is StructOf<P> =>
      isRecord(u) &&
      Object.keys(u).every((key) => codecOf.has(key)) &&
      entries.every(([key, codec]) => codec.is(u[key])),
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c);
      const errors: t.ValidationError[] = [];
      const out: Record<string, unknown> = {};
      const decode = (key: string, codec: t.Mixed): void => {
        const result = codec.validate(u[key], t.appendContext(c, key, codec, u[key]));
        if (isLeft(result)) errors.push(...result.left);
        else if (result.right !== undefined) out[key] = result.right;
      };
      // Input order first, so errors come out in the order they appear in the file.
      for (const key of Object.keys(u)) {
        const codec = codecOf.get(key);
        if (codec === undefined) {
          errors.push({
            value: u[key],
            context: t.appendContext(c, key, t.unknown, u[key]),
            message: unknownFieldMessage(key, known),
          });
        } else decode(key, codec);
      }
      for (const [key, codec] of entries) if (!hasOwn(u, key)) decode(key, codec);
      return errors.length > 0 ? t.failures(errors) : t.success(out as StructOf<P>);
    },
    (a) => a,
  );
}

/** A field that may be left out; absent decodes to `undefined`. */
export function optional<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | undefined, unknown, unknown> {
  return new t.Type<t.TypeOf<C> | undefined, unknown, unknown>(
    codec.name,
    (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
    (u, c) => (u === undefined ? t.success(undefined) : codec.validate(u, c)),
    (a) => (a === undefined ? undefined : codec.encode(a)),
  );
}

/** A field that may be left out; absent decodes to `fallback`. */
export function withDefault<C extends t.Mixed>(
  codec: C,
  fallback: t.TypeOf<C>,
): t.Type<t.TypeOf<C>, unknown, unknown> {
  return new t.Type<t.TypeOf<C>, unknown, unknown>(
    codec.name,
    (u): u is t.TypeOf<C> => codec.is(u),
    (u, c) => (u === undefined ? t.success(fallback) : codec.validate(u, c)),
    (a) => codec.encode(a),
  );
}

/** `null` or the codec's value. The error keeps the field's path (no union branch index). */
export function nullable<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | null, unknown, unknown> {
  return new t.Type<t.TypeOf<C> | null, unknown, unknown>(
    `${codec.name} or null`,
    (u): u is t.TypeOf<C> | null => u === null || codec.is(u),
    (u, c) => (u === null ? t.success(null) : codec.validate(u, c)),
    (a) => (a === null ? null : codec.encode(a)),
  );
}

/** A JSON array of the codec's values; each error carries its index. */
export function list<C extends t.Mixed>(codec: C, name = 'a list'): t.ReadonlyArrayC<C> {
  return t.readonlyArray(codec, name);
}

/** One of a fixed set of strings, e.g. `"vd" or "od"`. */
export function oneOf<const V extends readonly [string, ...string[]]>(
  values: V,
  name = values.map((v) => JSON.stringify(v)).join(' or '),
): t.Type<V[number], string, unknown> {
  const allowed = new Set<string>(values);
  const is = (u: unknown): u is V[number] => typeof u === 'string' && allowed.has(u);
  return new t.Type<V[number], string, unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    (a) => a,
  );
}

/** A primitive checked by a guard; `name` reads after "expected", e.g. "a non-empty string". */
export function primitive<A>(
  name: string,
  guard: (u: unknown) => u is A,
  explain?: (u: unknown) => string | undefined,
): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    guard,
    (u, c) => (guard(u) ? t.success(u) : t.failure(u, c, explain?.(u))),
    (a) => a,
  );
}

/** Fills fields derived from the rest of a decoded value (e.g. a count from a list). */
export function derive<A, B>(
  codec: t.Type<A, unknown, unknown>,
  fill: (a: A) => B,
): t.Type<B, unknown, unknown> {
  return new t.Type<B, unknown, unknown>(
    codec.name,
    (u): u is B => codec.is(u),
    (u, c) => {
      const result = codec.validate(u, c);
      return isLeft(result) ? result : t.success(fill(result.right));
    },
    (b) => b,
  );
}
