// The expected value of an assertion. A JSON value is compared as a pattern: a scalar equal, an
// array item by item, an object by the keys it names (others ignored; {"$exact": …} demands the
// whole value). An object whose keys start with "$" is an operator (several together must all
// hold); only the known ones are taken, so a typo or a wished-for operator is refused at load time
// instead of compared as a literal.
import { closestName } from '../../domain/closest-name.ts';
import { isWholePlaceholder, PlainNumber } from './template.ts';

/** The operators and what each takes (docs/script-reference.md is made from this list). */
export const operators = {
  $regex: 'a regular expression (JavaScript, u flag) the string value matches',
  $gt: 'a number the value is greater than',
  $gte: 'a number the value is greater than or equal to',
  $lt: 'a number the value is less than',
  $lte: 'a number the value is less than or equal to',
  $ne: 'an expected value the value must not match',
  $in: 'a list of expected values, one of which the value matches',
  $contains: 'a string the string value contains, or an expected value one item of the list matches',
  $exists: 'true: the field is there (null counts); false: it is not',
  $every:
    'an expected value every item of the list matches (an empty list too), e.g. {"$every": {"stock": {"$gte": 0}}}',
  $len: 'an expected value for the length of the string or list, e.g. {"$len": {"$gte": 1}}',
  $approx: 'a number the value is within "within" of: {"$approx": 1000, "within": 10}',
  $exact: 'an expected value matched whole: objects (at every depth) may have no other keys',
} as const;

type Operator = keyof typeof operators;
const operatorNames = Object.keys(operators) as Operator[];
const isOperator = (key: string): key is Operator => (operatorNames as string[]).includes(key);

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PlainNumber)
  );
}

/** An operator's number: a PlainNumber (a placeholder's "38000") is its number. */
const num = (arg: unknown) => (arg instanceof PlainNumber ? arg.number : (arg as number));
/** An operator's text: a PlainNumber is its text. */
const text = (arg: unknown) => (arg instanceof PlainNumber ? arg.text : arg);

/** An object whose keys start with "$" (or `within`, the second key of $approx). */
export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.keys(value).some((k) => k.startsWith('$'));
}

/** A number, or a placeholder that may become one (checked again once substituted). */
const numberLike = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  value instanceof PlainNumber ||
  isWholePlaceholder(value);

function checkOperator(op: Operator, arg: unknown, all: Record<string, unknown>): string | null {
  switch (op) {
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return numberLike(arg) ? null : `"${op}" takes a number, got ${JSON.stringify(arg)}`;
    case '$approx': {
      if (!numberLike(arg)) return `"$approx" takes a number, got ${JSON.stringify(arg)}`;
      const within = all.within;
      if (within === undefined) return '"$approx" needs "within": {"$approx": 1000, "within": 10}';
      return numberLike(within) && !(typeof num(within) === 'number' && num(within) < 0)
        ? null
        : `"within" takes a number ≥ 0, got ${JSON.stringify(within)}`;
    }
    case '$exists':
      return typeof arg === 'boolean' ? null : `"$exists" takes true or false, got ${JSON.stringify(arg)}`;
    case '$in':
      if (!Array.isArray(arg) || arg.length === 0) return '"$in" takes a non-empty list of expected values';
      for (const item of arg) {
        const bad = checkExpected(item);
        if (bad !== null) return `"$in": ${bad}`;
      }
      return null;
    case '$len':
      if (
        typeof arg === 'number'
          ? !Number.isInteger(arg) || arg < 0
          : !(isOperatorObject(arg) || numberLike(arg))
      )
        return `"$len" takes a length (a whole number) or an operator on it, e.g. {"$len": {"$gte": 1}}`;
      return prefixed(op, checkExpected(arg));
    case '$regex':
      if (typeof text(arg) !== 'string') return '"$regex" takes a string';
      if ((text(arg) as string).includes('{{')) return null; // compiled once substituted
      try {
        new RegExp(text(arg) as string, 'u');
      } catch {
        return `not a regular expression: ${arg}`;
      }
      return null;
    case '$ne':
    case '$contains':
    case '$every':
    case '$exact':
      return prefixed(op, checkExpected(arg));
    default: {
      const never: never = op;
      return never;
    }
  }
}

const prefixed = (op: string, bad: string | null) => (bad === null ? null : `"${op}": ${bad}`);

/** Why `expected` is not a valid expected value, or null. */
export function checkExpected(expected: unknown): string | null {
  if (Array.isArray(expected)) {
    for (const item of expected) {
      const bad = checkExpected(item);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (!isRecord(expected)) return null;
  const keys = Object.keys(expected);
  if (!isOperatorObject(expected)) {
    for (const value of Object.values(expected)) {
      const bad = checkExpected(value);
      if (bad !== null) return bad;
    }
    return null;
  }
  for (const key of keys) {
    if (key === 'within' && '$approx' in expected) continue;
    if (!key.startsWith('$'))
      return `an operator object holds only operators: {"$gte": 1, "$lte": 5}, found "${key}" beside ${keys.filter((k) => k.startsWith('$')).join(', ')}`;
    if (!isOperator(key)) {
      const near = closestName(key, operatorNames);
      return `unknown operator "${key}"${near === undefined ? '' : `; did you mean "${near}"?`} (known: ${operatorNames.join(', ')})`;
    }
    const bad = checkOperator(key, expected[key], expected);
    if (bad !== null) return bad;
  }
  return null;
}

function holds(
  op: Operator,
  arg: unknown,
  all: Record<string, unknown>,
  actual: unknown,
  found: boolean,
  exact: boolean,
): boolean {
  if (op === '$exists') return found === arg;
  if (!found) return false;
  switch (op) {
    case '$gt':
      return typeof actual === 'number' && actual > num(arg);
    case '$gte':
      return typeof actual === 'number' && actual >= num(arg);
    case '$lt':
      return typeof actual === 'number' && actual < num(arg);
    case '$lte':
      return typeof actual === 'number' && actual <= num(arg);
    case '$approx':
      return typeof actual === 'number' && Math.abs(actual - num(arg)) <= num(all.within);
    case '$ne':
      return !matches(actual, true, arg, exact);
    case '$in':
      return (arg as unknown[]).some((item) => matches(actual, true, item, exact));
    case '$contains':
      if (typeof actual === 'string') {
        const part = text(arg);
        return typeof part === 'string' && actual.includes(part);
      }
      return Array.isArray(actual) && actual.some((item) => matches(item, true, arg, exact));
    case '$every':
      return Array.isArray(actual) && actual.every((item) => matches(item, true, arg, exact));
    case '$len':
      return (
        (typeof actual === 'string' || Array.isArray(actual)) && matches(actual.length, true, arg, exact)
      );
    case '$regex':
      return typeof actual === 'string' && new RegExp(text(arg) as string, 'u').test(actual);
    case '$exact':
      return matches(actual, true, arg, true);
    default: {
      const never: never = op;
      return never;
    }
  }
}

/**
 * Whether `actual` (absent when `found` is false) matches `expected`. `exact`: objects may have no
 * keys beyond those expected.
 */
export function matches(actual: unknown, found: boolean, expected: unknown, exact = false): boolean {
  if (isOperatorObject(expected)) {
    return Object.entries(expected).every(
      ([key, arg]) => key === 'within' || holds(key as Operator, arg, expected, actual, found, exact),
    );
  }
  if (!found) return false;
  if (expected instanceof PlainNumber) return actual === expected.number || actual === expected.text;
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, i) => matches(actual[i], true, item, exact))
    );
  if (isRecord(expected)) {
    if (!isRecord(actual)) return false;
    if (exact && Object.keys(actual).some((k) => !Object.hasOwn(expected, k))) return false;
    return Object.entries(expected).every(([key, item]) =>
      matches(actual[key], Object.hasOwn(actual, key), item, exact),
    );
  }
  return Object.is(actual, expected);
}
