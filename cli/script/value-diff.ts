// Where a value fails its expected value, leaf by leaf: what a failed assertion prints under its
// one-line summary. Loaded only when an assertion fails.
import { isOperatorObject, matches } from './expected-value.ts';
import { PlainNumber } from './template.ts';

interface Mismatch {
  readonly path: string;
  readonly expected: string;
  readonly actual: string;
}

const shown = (value: unknown, found: boolean) =>
  found ? (JSON.stringify(value) ?? String(value)) : '(absent)';

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PlainNumber)
  );
}

function walk(
  actual: unknown,
  found: boolean,
  expected: unknown,
  exact: boolean,
  path: string,
  into: Mismatch[],
): void {
  if (matches(actual, found, expected, exact)) return;
  if (isOperatorObject(expected) && Object.keys(expected).length === 1 && '$exact' in expected) {
    walk(actual, found, expected.$exact, true, path, into);
    return;
  }
  if (found && isRecord(expected) && !isOperatorObject(expected) && isRecord(actual)) {
    for (const [key, item] of Object.entries(expected))
      walk(actual[key], Object.hasOwn(actual, key), item, exact, `${path}.${key}`, into);
    if (exact)
      for (const key of Object.keys(actual))
        if (!Object.hasOwn(expected, key))
          into.push({
            path: `${path}.${key}`,
            expected: '(absent: $exact)',
            actual: shown(actual[key], true),
          });
    return;
  }
  if (found && Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    expected.forEach((item, i) => {
      walk(actual[i], true, item, exact, `${path}.${i}`, into);
    });
    return;
  }
  into.push({ path, expected: shown(expected, true), actual: shown(actual, found) });
}

/** The differing leaves under `path`, two lines each (`- expected`, `+ actual`). */
export function valueDiff(path: string, actual: unknown, found: boolean, expected: unknown): string[] {
  const into: Mismatch[] = [];
  walk(actual, found, expected, false, path, into);
  return into.flatMap((m) => [`- ${m.path}: ${m.expected}`, `+ ${m.path}: ${m.actual}`]);
}
