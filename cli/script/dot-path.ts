// Dot paths into the projections for assertions: `cart.items.0.name`, `cart.items.length`,
// `checkout.coupon.status`.
import { matches } from './expected-value.ts';

export type Lookup =
  | { readonly found: true; readonly value: unknown }
  | { readonly found: false; readonly at: string };

export function lookup(root: unknown, path: string): Lookup {
  let current: unknown = root;
  const walked: string[] = [];
  for (const key of path.split('.')) {
    walked.push(key);
    if (Array.isArray(current)) {
      if (key === 'length') current = current.length;
      else if (/^\d+$/.test(key) && Number(key) < current.length) current = current[Number(key)];
      else return { found: false, at: walked.join('.') };
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, key)) {
      current = (current as Record<string, unknown>)[key];
    } else {
      return { found: false, at: walked.join('.') };
    }
  }
  return { found: true, value: current };
}

export interface AssertionFailure {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly missing: boolean;
}

/**
 * Every check that fails, by its path: each expected value is matched by expected-value.ts. A
 * `{"$every": …}` over a list fails at its first item that does not match, said by that item's
 * path: a long list's whole value would hide which item it was.
 */
export function checkAssertions(
  root: unknown,
  checks: Readonly<Record<string, unknown>>,
): AssertionFailure[] {
  const failures: AssertionFailure[] = [];
  for (const [path, expected] of Object.entries(checks)) {
    const found = lookup(root, path);
    const actual = found.found ? found.value : undefined;
    if (matches(actual, found.found, expected)) continue;
    const every = onlyEvery(expected);
    const at =
      every === undefined || !Array.isArray(actual)
        ? -1
        : actual.findIndex((item) => !matches(item, true, every));
    failures.push(
      at < 0
        ? { path, expected, actual, missing: !found.found }
        : { path: `${path}.${at}`, expected: every, actual: (actual as unknown[])[at], missing: false },
    );
  }
  return failures;
}

/** The pattern of an expected value that is `{"$every": pattern}` alone. */
function onlyEvery(expected: unknown): unknown {
  if (typeof expected !== 'object' || expected === null) return undefined;
  const keys = Object.keys(expected);
  return keys.length === 1 && keys[0] === '$every' ? (expected as { $every: unknown }).$every : undefined;
}
