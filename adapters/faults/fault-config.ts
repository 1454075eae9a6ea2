// The declarative fault config QA passes from the CLI: which requests (a call name or a path
// pattern) get which fault, how many times. One rule or a list of rules.
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { callNames } from '../wire/calls.ts';
import { closed } from '../wire/closed.ts';
import { decodeWith } from '../wire/decode.ts';

export const FaultKind = t.keyof(
  { timeout: null, status500: null, status0: null, malformed: null, reset: null },
  'FaultKind',
);
export type FaultKind = t.TypeOf<typeof FaultKind>;

const isMatch = (u: unknown): u is string =>
  typeof u === 'string' &&
  ((u.startsWith('/') && u.length > 1) || (callNames as readonly string[]).includes(u));

/** A call name (`order.submit`) or a path pattern starting with `/`. */
const Match = new t.Type<string, string, unknown>(
  'Match',
  isMatch,
  (u, c) =>
    isMatch(u)
      ? t.success(u)
      : t.failure(u, c, 'expected a call name (e.g. order.submit) or a path pattern starting with /'),
  t.identity,
);

const isTimes = (u: unknown): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0;
const Times = new t.Type<number, number, unknown>(
  'Times',
  isTimes,
  (u, c) => (isTimes(u) ? t.success(u) : t.failure(u, c, 'expected a whole number ≥ 1')),
  t.identity,
);

export const FaultRule = closed(
  'FaultRule',
  { match: Match, fault: FaultKind },
  {
    /** How many matching requests get the fault, the next ones first. Default 1. */
    times: Times,
    /** For `malformed`: the exact body text, e.g. invalid JSON `{"restaurants":`. */
    body: t.string,
  },
);
export type FaultRule = t.TypeOf<typeof FaultRule>;

const FaultConfig = t.union([FaultRule, t.array(FaultRule)], 'FaultConfig');

export interface FaultConfigError {
  readonly path: string;
  readonly message: string;
}

export const formatFaultConfigError = (e: FaultConfigError) => `fault config: ${e.path}: ${e.message}`;

export function decodeFaultConfig(u: unknown): E.Either<FaultConfigError, readonly FaultRule[]> {
  const decoded = decodeWith('fault config', FaultConfig, u);
  if (E.isLeft(decoded)) return E.left({ path: decoded.left.path, message: decoded.left.message });
  const value = decoded.right;
  return E.right(Array.isArray(value) ? value : [value]);
}

/** From a CLI argument or file text. */
export function parseFaultConfig(text: string): E.Either<FaultConfigError, readonly FaultRule[]> {
  try {
    return decodeFaultConfig(JSON.parse(text));
  } catch (cause) {
    return E.left({
      path: '$',
      message: `invalid JSON: ${cause instanceof Error ? cause.message : String(cause)}`,
    });
  }
}
