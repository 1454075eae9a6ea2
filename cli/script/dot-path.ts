// Dot paths into the projections for assertions: `cart.items.0.name`, `cart.items.length`,
// `checkout.coupon.status`.

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

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (
    typeof a === 'object' &&
    typeof b === 'object' &&
    a !== null &&
    b !== null &&
    !Array.isArray(a) &&
    !Array.isArray(b)
  ) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

export interface AssertionFailure {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly missing: boolean;
}

/**
 * An expected value is compared exactly, except `{"$regex": "…"}`, which matches a string value
 * (for values that vary run to run, e.g. `{"checkout.redirectUrl": {"$regex": "^/sandbox/pg/"}}`).
 */
function satisfies(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'object' && expected !== null && !Array.isArray(expected)) {
    const pattern = (expected as Record<string, unknown>).$regex;
    if (Object.keys(expected).length === 1 && typeof pattern === 'string') {
      return typeof actual === 'string' && new RegExp(pattern, 'u').test(actual);
    }
  }
  return deepEqual(actual, expected);
}

export function checkAssertions(
  root: unknown,
  checks: Readonly<Record<string, unknown>>,
): AssertionFailure[] {
  const failures: AssertionFailure[] = [];
  for (const [path, expected] of Object.entries(checks)) {
    const found = lookup(root, path);
    if (!found.found) failures.push({ path, expected, actual: undefined, missing: true });
    else if (!satisfies(found.value, expected))
      failures.push({ path, expected, actual: found.value, missing: false });
  }
  return failures;
}
