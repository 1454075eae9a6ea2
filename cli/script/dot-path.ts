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

/** Every check that fails, by its path: each expected value is matched by expected-value.ts. */
export function checkAssertions(
  root: unknown,
  checks: Readonly<Record<string, unknown>>,
): AssertionFailure[] {
  const failures: AssertionFailure[] = [];
  for (const [path, expected] of Object.entries(checks)) {
    const found = lookup(root, path);
    const actual = found.found ? found.value : undefined;
    if (!matches(actual, found.found, expected))
      failures.push({ path, expected, actual, missing: !found.found });
  }
  return failures;
}
