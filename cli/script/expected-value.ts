// The expected value of an assertion: a JSON value compared exactly, or an operator object. An
// object with a key starting with "$" is an operator, and only the known ones are taken, so a
// typo or a wished-for operator ({"$gt": 1000}) is refused instead of compared as a literal.
import { closestName } from '../../domain/closest-name.ts';

/** The operators `satisfies` (dot-path.ts) knows, with what each takes. */
export const operators = {
  $regex: 'a regular expression (JavaScript, u flag) the string value matches',
} as const;

const operatorNames = Object.keys(operators);

/** Why `expected` is not a valid expected value, or null. */
export function checkExpected(expected: unknown): string | null {
  if (Array.isArray(expected)) {
    for (const item of expected) {
      const bad = checkExpected(item);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (typeof expected !== 'object' || expected === null) return null;
  const keys = Object.keys(expected);
  const dollar = keys.filter((k) => k.startsWith('$'));
  if (dollar.length === 0) {
    for (const value of Object.values(expected)) {
      const bad = checkExpected(value);
      if (bad !== null) return bad;
    }
    return null;
  }
  const unknown = dollar.find((k) => !operatorNames.includes(k));
  if (unknown !== undefined) {
    const near = closestName(unknown, operatorNames);
    return `unknown operator "${unknown}"${near === undefined ? '' : `; did you mean "${near}"?`} (known: ${operatorNames.join(', ')})`;
  }
  if (keys.length !== 1) return `an operator stands alone: {"$regex": "…"}, found ${keys.join(', ')}`;
  const pattern = (expected as { $regex?: unknown }).$regex;
  if (typeof pattern !== 'string') return '"$regex" takes a string';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return `not a regular expression: ${pattern}`;
  }
  return null;
}
