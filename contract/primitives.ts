// Wire primitives shared by every call family: money, ids, dates, points and small shared bodies.
// Response objects are open (t.type keeps and ignores fields a server adds); request objects are
// closed (see closed.ts).
import * as t from 'io-ts';
import { withSchema } from './json-schema/annotations.ts';
import type { JsonSchema } from './json-schema/json-schema.ts';
import { instantWithOffset } from './time-with-offset.ts';

/** The safe-integer range, what `Number.isSafeInteger` accepts. */
const SAFE = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

/** `range` is what `accept` lets through, for the codec's JSON Schema (the OpenAPI document). */
function integerCodec(
  name: string,
  message: string,
  accept: (n: number) => boolean,
  range: { readonly minimum?: number; readonly maximum?: number } = {},
) {
  const is = (u: unknown): u is number => t.Int.is(u) && Number.isSafeInteger(u) && accept(u);
  const codec = new t.Type<number, number, unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c, message)),
    t.identity,
  );
  return withSchema(codec, { type: 'integer', ...SAFE, ...range, description: message });
}

/**
 * Money: an integer number of won (io-ts `Int`, safe range), negative for discounts. It decodes to
 * a plain `number` (not a branded Int) so it is the domain's `Won` and request bodies need no cast.
 */
export const Won = integerCodec('Won', 'expected Won (an integer number of won)', () => true);

/** Any safe integer (stock amounts may be negative after an oversell). */
export const Integer = integerCodec('Integer', 'expected an integer', () => true);

/** Counts and quantities: 0 or more. */
export const Count = integerCodec('Count', 'expected an integer ≥ 0', (n) => n >= 0, { minimum: 0 });

/** The largest value a PostgreSQL `integer` column holds. */
export const INT4_MAX = 2_147_483_647;

/** Numeric ids (restaurant, menu item, option, review...): positive integers a database column holds. */
export const Id = integerCodec('Id', 'expected a positive integer id', (n) => n > 0 && n <= INT4_MAX, {
  minimum: 1,
  maximum: INT4_MAX,
});

/** The most of one menu line (or one option) a single order may hold. */
export const MAX_QUANTITY = 999;

/** Quantities a client sends: 1 to 999 (a quantity of 200,000 once overflowed an order's total). */
export const Quantity = integerCodec(
  'Quantity',
  `expected an integer within 1..${MAX_QUANTITY}`,
  (n) => n >= 1 && n <= MAX_QUANTITY,
  { minimum: 1, maximum: MAX_QUANTITY },
);

/** Counts a client sends (visitors, option quantities): 0 to 999. */
export const SmallCount = integerCodec(
  'SmallCount',
  `expected an integer within 0..${MAX_QUANTITY}`,
  (n) => n >= 0 && n <= MAX_QUANTITY,
  { minimum: 0, maximum: MAX_QUANTITY },
);

/** The largest amount of won a client may send (a total, a coupon, a discount): 100,000,000원. */
export const MAX_AMOUNT = 100_000_000;

/** Won a client sends: within ±100,000,000 (answers use the open `Won`). */
export const Amount = integerCodec(
  'Amount',
  `expected an integer number of won within -${MAX_AMOUNT}..${MAX_AMOUNT}`,
  (n) => Math.abs(n) <= MAX_AMOUNT,
  { minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT },
);

/** `schema` says in JSON Schema what `accept` checks (a pattern, a format), for the OpenAPI document. */
function stringCodec(name: string, message: string, accept: (s: string) => boolean, schema: JsonSchema) {
  const is = (u: unknown): u is string => typeof u === 'string' && accept(u);
  const codec = new t.Type<string, string, unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c, message)),
    t.identity,
  );
  return withSchema(codec, { type: 'string', ...schema, description: message });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO 8601 date-time with an offset, e.g. `2026-11-20T19:30:00+09:00`. */
export const IsoDateTime = stringCodec(
  'IsoDateTime',
  'expected an ISO 8601 date-time with offset',
  (s) => instantWithOffset(s) !== null,
  { format: 'date-time' },
);

/** A date-time as above or a date alone (`2026-11-30`, a whole Seoul day): promotion banners only. */
export const IsoDateOrDateTime = stringCodec(
  'IsoDateOrDateTime',
  'expected an ISO 8601 date or date-time',
  (s) => (ISO_DATE.test(s) && !Number.isNaN(Date.parse(s))) || instantWithOffset(s) !== null,
  { anyOf: [{ format: 'date' }, { format: 'date-time' }] },
);

/** A Seoul wall-clock time `HH:MM`, 00:00-24:00 (24:00 the end of the day): opening hours. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const ClockTime = stringCodec(
  'ClockTime',
  'expected a clock time HH:MM (00:00-24:00)',
  (s) => CLOCK_TIME.test(s),
  { pattern: CLOCK_TIME.source },
);

/**
 * A character PostgreSQL cannot store or a client has no business sending: C0 controls other than
 * tab and line breaks, DEL, and UTF-16 surrogates that are not part of a pair.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a client may send: its codec knows its maximum length (request codecs use only these). */
export class TextType extends t.Type<string, string, unknown> {
  readonly _tag = 'TextType' as const;
  constructor(
    name: string,
    readonly maxLength: number,
    readonly minLength: number,
    /** A further rule and the message that names it (a customer id is not blank). */
    readonly rule?: { readonly accept: (s: string) => boolean; readonly message: string },
  ) {
    const is = (u: unknown): u is string =>
      typeof u === 'string' &&
      u.length >= minLength &&
      u.length <= maxLength &&
      !FORBIDDEN.test(u) &&
      (rule === undefined || rule.accept(u));
    super(
      name,
      is,
      (u, c) => {
        if (typeof u !== 'string') return t.failure(u, c, 'expected a string');
        if (u.length < minLength) return t.failure(u, c, 'expected a non-empty string');
        if (u.length > maxLength) return t.failure(u, c, `expected at most ${maxLength} characters`);
        if (FORBIDDEN.test(u))
          return t.failure(u, c, 'expected text without control characters or unpaired surrogates');
        if (rule !== undefined && !rule.accept(u)) return t.failure(u, c, rule.message);
        return t.success(u);
      },
      t.identity,
    );
  }
}

/** Text of at most `max` characters, '' allowed. */
export const text = (max: number) => new TextType(`Text(${max})`, max, 0);
/** Text of 1 to `max` characters. */
export const nonEmptyText = (max: number) => new TextType(`NonEmptyText(${max})`, max, 1);

/** Lengths of what clients send: codes and keys, one line (a name, an address part), a token, free text. */
export const TextLimit = { code: 64, line: 200, email: 254, token: 4096, url: 2048, free: 1000 } as const;

/** Customer ids are opaque strings on the wire (anonymous customers get one too). */
export const CustomerId = withSchema(
  new TextType('CustomerId', TextLimit.line, 0, {
    accept: (s) => s.trim() !== '',
    message: 'expected a non-empty customer id',
  }),
  {
    type: 'string',
    maxLength: TextLimit.line,
    pattern: '\\S',
    description: 'expected a non-empty customer id',
  },
);

/** A Korean phone number as digits only, e.g. `01012345678` (request bodies and paths). */
const PHONE_DIGITS = /^0\d{8,10}$/;
export const PhoneNumber = stringCodec(
  'PhoneNumber',
  'expected a phone number of 9-11 digits',
  (s) => PHONE_DIGITS.test(s),
  { pattern: PHONE_DIGITS.source },
);

export const NonEmptyString = stringCodec('NonEmptyString', 'expected a non-empty string', (s) => s !== '', {
  minLength: 1,
});

function rangeCodec(name: string, min: number, max: number) {
  const is = (u: unknown): u is number => typeof u === 'number' && u >= min && u <= max;
  const message = `expected a number within ${min}..${max}`;
  const codec = new t.Type<number, number, unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c, message)),
    t.identity,
  );
  return withSchema(codec, { type: 'number', minimum: min, maximum: max, description: message });
}

/** spec 000 §5 "Geo point": lat within -90..90, lng within -180..180, numbers only. */
export const Latitude = rangeCodec('Latitude', -90, 90);
export const Longitude = rangeCodec('Longitude', -180, 180);
export const GeoPoint = t.type({ lat: Latitude, lng: Longitude }, 'GeoPoint');

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/**
 * An array read-only in its type (so the domain, which keeps its values read-only, passes its own
 * arrays with no copy) and the same codec as t.array at run time, named `Array<…>` as t.array is so
 * decode errors read the same.
 */
export const readonlyArray = <C extends t.Mixed>(item: C) => t.readonlyArray(item, `Array<${item.name}>`);

/** An open response object with required and optional fields. */
export function withOptional<R extends t.Props, O extends t.Props>(name: string, required: R, optional: O) {
  return t.intersection([t.type(required), t.partial(optional)], name);
}

/** spec 000 §3 "serving type for delivery is 'vd'"; 'od' is app-only. */
export const ServingType = t.keyof({ vd: null, od: null });
export type ServingType = t.TypeOf<typeof ServingType>;

/** Online or on-site payment (cart refresh, discount info). */
export const PaymentType = t.keyof({ online: null, offline: null });

/**
 * Payment codes as sent to the server (spec 001 §9): on-site creditcard/cash, and the online ones.
 * pg_card is sent as onlycard and pg_mobile as onlyhpp (spec 000 §7 "Coupon check").
 */
export const PaymentCode = t.keyof({
  creditcard: null,
  cash: null,
  onlycard: null,
  onlyhpp: null,
  onlydbank: null,
  oneclick: null,
  naverpay: null,
  smilepay: null,
  chaipay: null,
  kakaopay: null,
});
export type PaymentCode = t.TypeOf<typeof PaymentCode>;

/**
 * Designed (the spec shows no body): the answer of calls that only succeed or fail
 * (coupon disuse, poll submit, logout, withdraw, password inquiry, app link...).
 */
export const Ack = withOptional('Ack', { success: t.boolean }, { message: t.string });

/**
 * The error object (spec 001 §3 "Error object: error_code, error_message"): the body of a non-2xx
 * answer unless a call declares its own failure codec. error_code is a number (401) or a name
 * (NOT_AVAILABLE).
 */
export const ApiError = withOptional(
  'ApiError',
  { error_code: t.union([Integer, t.string]), error_message: t.string },
  { display_message: t.string },
);
