// The declarative fault config QA passes from the CLI: which requests (a call name or a path
// pattern) get which fault, how many times. One rule or a list of rules.
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { callNames } from '../../contract/calls.ts';
import { closed } from '../../contract/closed.ts';
import { decodeWith } from '../../contract/decode.ts';
import { closestName, didYouMean } from '../../domain/closest-name.ts';
import { faultKinds } from './fault-kinds.ts';
import { jsonPathLines } from './json-lines.ts';

export const FaultKind = t.keyof(faultKinds, 'FaultKind');
export type FaultKind = t.TypeOf<typeof FaultKind>;

const isMatch = (u: unknown): u is string =>
  typeof u === 'string' &&
  ((u.startsWith('/') && u.length > 1) || (callNames as readonly string[]).includes(u));

const MATCH_EXPECTED = 'expected a call name (e.g. order.submit) or a path pattern starting with /';

/** A call name (`order.submit`) or a path pattern starting with `/`. */
const Match = new t.Type<string, string, unknown>(
  'Match',
  isMatch,
  (u, c) => (isMatch(u) ? t.success(u) : t.failure(u, c, MATCH_EXPECTED)),
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
  /** The line of the file where the value at `path` starts. */
  readonly line?: number;
}

export const formatFaultConfigError = (e: FaultConfigError) =>
  `fault config: ${e.line === undefined ? '' : `line ${e.line}: `}${e.path}: ${e.message}`;

/** `FILE:LINE: PATH: MESSAGE`, as a bad script line is reported. */
export const describeFaultConfigError = (file: string, e: FaultConfigError) =>
  `${file}${e.line === undefined ? '' : `:${e.line}`}: ${e.path}: ${e.message}`;

const ruleFields = ['match', 'fault', 'times', 'body'];
const kinds = Object.keys(FaultKind.keys);

/** The decoder's words made specific: the kinds there are, the fields a rule has. */
function explain(path: string, message: string, value: unknown): string {
  const key = /\.([^.[\]]+)$/.exec(path)?.[1];
  if (message.startsWith('unknown field') && key !== undefined) {
    const near = closestName(key, ruleFields);
    return `unknown field "${key}"${near === undefined ? '' : `; did you mean "${near}"?`} (a rule has ${ruleFields.join(', ')})`;
  }
  if (key === 'fault') return `expected one of ${kinds.join(' | ')}, got ${JSON.stringify(value)}`;
  if (key === 'match' && typeof value === 'string')
    return `${MATCH_EXPECTED}, got ${JSON.stringify(value)}${didYouMean(value, callNames)}`;
  return message;
}

export function decodeFaultConfig(u: unknown): E.Either<FaultConfigError, readonly FaultRule[]> {
  const decoded = decodeWith('fault config', FaultConfig, u);
  if (E.isLeft(decoded)) {
    const { path, message } = decoded.left;
    return E.left(mistypedField(u, path) ?? { path, message: explain(path, message, valueAt(u, path)) });
  }
  const value = decoded.right;
  return E.right(Array.isArray(value) ? value : [value]);
}

/**
 * A required field that is missing beside a stray key close to its name (`"falut": "reset"`): the
 * stray key is the mistake, named at its own path (and line) with "did you mean".
 */
function mistypedField(root: unknown, path: string): FaultConfigError | undefined {
  const field = /^(.*)\.([^.[\]]+)$/.exec(path);
  if (field === null || valueAt(root, path) !== undefined) return undefined;
  const [, parent = '$', missing = ''] = field;
  const rule = valueAt(root, parent);
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return undefined;
  const stray = Object.keys(rule).find(
    (k) => !ruleFields.includes(k) && closestName(k, ruleFields) === missing,
  );
  return stray === undefined
    ? undefined
    : {
        path: `${parent}.${stray}`,
        message: `unknown field "${stray}"; did you mean "${missing}"? (a rule has ${ruleFields.join(', ')})`,
      };
}

/** The value at a JSON path like `$[0].fault`. */
function valueAt(root: unknown, path: string): unknown {
  let current = root;
  for (const [, index, key] of path.matchAll(/\[(\d+)\]|\.([^.[\]]+)/g)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[index ?? key ?? ''];
  }
  return current;
}

/** From a CLI argument or file text; errors carry the line of the text they are on. */
export function parseFaultConfig(text: string): E.Either<FaultConfigError, readonly FaultRule[]> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    return E.left({
      path: '$',
      message: `invalid JSON: ${cause instanceof Error ? cause.message : String(cause)}`,
    });
  }
  const decoded = decodeFaultConfig(json);
  if (E.isRight(decoded)) return decoded;
  const line = jsonPathLines(text).get(decoded.left.path);
  return E.left(line === undefined ? decoded.left : { ...decoded.left, line });
}
