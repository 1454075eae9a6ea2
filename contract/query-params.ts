// Codecs for query-string and path parameters. On the wire every value is a string; decoding (the
// gateway) turns `"37.49"` into 37.49, encoding (the client) turns it back. The typed value is
// accepted too, so a client may validate what it is about to send with the same codec.
// Each one's JSON Schema (the OpenAPI document's parameters) is the value a tool writes into the
// query: a number for a latitude, the `lat,lng` text for a point.
import * as t from 'io-ts';
import { withSchema } from './json-schema/annotations.ts';
import type { JsonSchema } from './json-schema/json-schema.ts';
import { INT4_MAX, TextLimit, TextType } from './primitives.ts';

function fromString<A>(
  name: string,
  message: string,
  parse: (s: string) => A | null,
  accept: (u: unknown) => u is A,
  show: (a: A) => string,
  schema: JsonSchema,
) {
  const codec = new t.Type<A, string, unknown>(
    name,
    accept,
    (u, c) => {
      if (accept(u)) return t.success(u);
      const parsed = typeof u === 'string' ? parse(u) : null;
      return parsed === null ? t.failure(u, c, message) : t.success(parsed);
    },
    show,
  );
  return withSchema(codec, { ...schema, description: message });
}

// Canonical forms only (no leading zeros): `0123` is not a restaurant id (spec 000 §2).
const NUMBER_TEXT = '-?(0|[1-9]\\d*)(\\.\\d+)?';
const NUMBER = new RegExp(`^${NUMBER_TEXT}$`);
const INTEGER = /^-?(0|[1-9]\d*)$/;

function numberParam(
  name: string,
  message: string,
  ok: (n: number) => boolean,
  pattern: RegExp,
  schema: JsonSchema,
) {
  const accept = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u) && ok(u);
  const parse = (s: string) => {
    if (!pattern.test(s)) return null;
    const n = Number(s);
    return accept(n) ? n : null;
  };
  return fromString(name, message, parse, accept, String, schema);
}

export const LatParam = numberParam(
  'LatParam',
  'expected a latitude within -90..90',
  (n) => Math.abs(n) <= 90,
  NUMBER,
  { type: 'number', minimum: -90, maximum: 90 },
);
export const LngParam = numberParam(
  'LngParam',
  'expected a longitude within -180..180',
  (n) => Math.abs(n) <= 180,
  NUMBER,
  { type: 'number', minimum: -180, maximum: 180 },
);
/** Page sizes, counts and choice numbers: 0 to 1,000. */
export const CountParam = numberParam(
  'CountParam',
  'expected an integer within 0..1000',
  (n) => Number.isSafeInteger(n) && n >= 0 && n <= 1000,
  INTEGER,
  { type: 'integer', minimum: 0, maximum: 1000 },
);
export const IdParam = numberParam(
  'IdParam',
  'expected a positive integer id',
  (n) => Number.isSafeInteger(n) && n > 0 && n <= INT4_MAX,
  INTEGER,
  { type: 'integer', minimum: 1, maximum: INT4_MAX },
);

const isBoolean = (u: unknown): u is boolean => typeof u === 'boolean';
export const BoolParam = fromString(
  'BoolParam',
  'expected true or false',
  (s) => (s === 'true' ? true : s === 'false' ? false : null),
  isBoolean,
  String,
  { type: 'boolean' },
);

export interface Point {
  readonly lat: number;
  readonly lng: number;
}
const isPoint = (u: unknown): u is Point =>
  t.UnknownRecord.is(u) &&
  typeof u.lat === 'number' &&
  typeof u.lng === 'number' &&
  Math.abs(u.lat) <= 90 &&
  Math.abs(u.lng) <= 180;

/** Designed: the availability call's `point` parameter is `lat,lng`, e.g. `37.498168,127.02761`. */
export const PointParam = fromString(
  'PointParam',
  'expected "lat,lng" within -90..90 and -180..180',
  (s) => {
    const [lat, lng, ...rest] = s.split(',');
    if (lat === undefined || lng === undefined || rest.length > 0) return null;
    if (!NUMBER.test(lat.trim()) || !NUMBER.test(lng.trim())) return null;
    const point = { lat: Number(lat), lng: Number(lng) };
    return isPoint(point) ? point : null;
  },
  isPoint,
  (p) => `${p.lat},${p.lng}`,
  { type: 'string', pattern: `^${NUMBER_TEXT},${NUMBER_TEXT}$` },
);

/** Digits only, as the path segment of the SMS calls. */
export const PhoneParam = fromString(
  'PhoneParam',
  'expected a phone number of 9-11 digits',
  () => null,
  (u): u is string => typeof u === 'string' && /^0\d{8,10}$/.test(u),
  (s) => s,
  { type: 'string', pattern: '^0\\d{8,10}$' },
);

/** A non-empty path segment (order numbers, city names, slugs). */
export const SegmentParam = withSchema(
  new TextType('SegmentParam', TextLimit.line, 0, {
    accept: (s) => s !== '' && !s.includes('/'),
    message: 'expected a non-empty path segment',
  }),
  {
    type: 'string',
    minLength: 1,
    maxLength: TextLimit.line,
    pattern: '^[^/]+$',
    description: 'expected a non-empty path segment',
  },
);
