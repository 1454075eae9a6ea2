// An expected value at a path that holds one of a fixed list (checkout.stage, checkout.payment, …;
// domain/projections/projection-values.ts) that is none of the list is a typo: refused when the
// script is read, with the list and a did-you-mean, instead of failing at run time as a diff that
// reads like the app's fault. The strings checked are the plain value and those of $in and $ne; a
// placeholder is checked by the run, and a path whose list the contract only designs (a loaded
// order's status) takes any value.
import { didYouMean } from '../../domain/closest-name.ts';
import { valuesAt } from '../../domain/projections/projection-values.ts';

function stringsOf(expected: unknown): readonly string[] {
  if (typeof expected === 'string') return [expected];
  if (typeof expected !== 'object' || expected === null || Array.isArray(expected)) return [];
  const ops = expected as Record<string, unknown>;
  const listed = Array.isArray(ops.$in) ? ops.$in : [];
  return [...listed, ops.$ne].filter((v): v is string => typeof v === 'string');
}

/** Why `expected` cannot be a value of `path`, or null. */
export function checkListed(path: string, expected: unknown): string | null {
  const listed = valuesAt(path);
  if (listed === undefined || listed.open) return null;
  const wrong = stringsOf(expected).find((v) => !v.includes('{{') && !listed.values.includes(v));
  if (wrong === undefined) return null;
  const all = `${listed.values.join(', ')}${listed.nullable ? ' or null' : ''}`;
  return `"${wrong}" is none of ${all}${didYouMean(wrong, listed.values)}`;
}
