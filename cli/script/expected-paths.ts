// An expected value read against the projection shape below its path: an object pattern's keys are
// fields there (`{"checkout.coupon": {"stauts": "verified"}}` is refused with did you mean
// checkout.coupon.status, where it would only fail at run time as "missing"), and each string at
// a path of a fixed list is one of the list (listed-value.ts). Under a path whose keys vary (a
// loaded order, option names) anything goes; a key with a placeholder is known at run time only.
import { checkPath } from '../../domain/projections/projection-shape.ts';
import { isOperatorObject } from './expected-value.ts';
import { checkListed } from './listed-value.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first wrong key or value below `path`, as `"PATH": why`, or null. */
export function checkExpectedPaths(path: string, expected: unknown): string | null {
  if (typeof expected === 'string') {
    const wrong = checkListed(path, expected);
    return wrong === null ? null : `"${path}": ${wrong}`;
  }
  if (Array.isArray(expected)) return firstOf(expected.map((item, i) => [`${path}.${i}`, item] as const));
  if (!isPlainObject(expected)) return null;
  if (isOperatorObject(expected)) {
    const listed = checkListed(path, expected);
    if (listed !== null) return `"${path}": ${listed}`;
    const { $exact, $ne, $in, $contains, $every } = expected;
    const same = [$exact, $ne, ...(Array.isArray($in) ? $in : [])].filter(isPlainObject);
    // $contains and $every look into a list's items ($contains into a string too: nothing below)
    const item = [$contains, $every]
      .filter((v) => isPlainObject(v) && checkPath(`${path}.0`).ok)
      .map((v) => [`${path}.0`, v] as const);
    return firstOf([...same.map((v) => [path, v] as const), ...item]);
  }
  for (const [key, value] of Object.entries(expected)) {
    if (key.includes('{{')) continue;
    const below = `${path}.${key}`;
    const shape = checkPath(below);
    if (!shape.ok) return shape.message;
    const wrong = checkExpectedPaths(below, value);
    if (wrong !== null) return wrong;
  }
  return null;
}

function firstOf(checks: readonly (readonly [string, unknown])[]): string | null {
  for (const [path, value] of checks) {
    const wrong = checkExpectedPaths(path, value);
    if (wrong !== null) return wrong;
  }
  return null;
}
