// What a script line's run is judged by and reported as: the outcome against the line's "expect",
// an assertion's failures with a diff of compound values, the cassette's misses.
import type { Outcome } from '../../domain/store/outcome.ts';
import type { AssertionFailure } from './dot-path.ts';
import type { Expectation } from './script-line.ts';

/** A request a replay's cassette had no answer for. */
export interface CassetteMiss {
  readonly method: string;
  readonly path: string;
  /** The nearest recorded interaction and how it differs, one line each. */
  readonly nearest: readonly string[];
}

function matches(text: string, rejection: { readonly code: string; readonly message: string }): boolean {
  return rejection.code === text || rejection.message.includes(text);
}

/** The rejection code beside the Korean message: `MENU_SOLD_OUT — 메뉴가 품절이에요`. */
export function said(rejection: { readonly code: string | number; readonly message: string }): string {
  return `${rejection.code} — ${rejection.message.replace(/\n/g, ' ')}`;
}

function describeOutcome(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'accepted':
      return 'accepted';
    case 'rejected':
      return `rejected ${said(outcome.rejection)}`;
    case 'needs-confirmation':
      return `asked to confirm ${said(outcome.rejection)}`;
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

export function judge(expect: Expectation, outcome: Outcome): string | null {
  if (expect === 'ok')
    return outcome.kind === 'accepted' ? null : `expected ok, was ${describeOutcome(outcome)}`;
  if ('rejected' in expect) {
    if (outcome.kind === 'accepted')
      return `expected a rejection matching "${expect.rejected}", was accepted`;
    return matches(expect.rejected, outcome.rejection)
      ? null
      : `expected a rejection matching "${expect.rejected}", was ${describeOutcome(outcome)}`;
  }
  if (outcome.kind !== 'needs-confirmation')
    return `expected a confirmation matching "${expect.confirm}", was ${describeOutcome(outcome)}`;
  return matches(expect.confirm, outcome.rejection)
    ? null
    : `expected a confirmation matching "${expect.confirm}", was ${describeOutcome(outcome)}`;
}

/** The misses as the line's failure: the request, then the nearest recording and its diff. */
export function missText(misses: readonly CassetteMiss[]): string {
  return misses
    .map((m) => [`no recorded answer for ${m.method} ${m.path}`, ...m.nearest].join('\n'))
    .join('\n');
}

/** The failures of an assertion: `path: expected …, was …`, and for compound values a leaf diff. */
export async function describeFailures(failures: readonly AssertionFailure[]): Promise<string> {
  const compound = (v: unknown) => typeof v === 'object' && v !== null;
  const needsDiff = failures.some((f) => !f.missing && (compound(f.expected) || compound(f.actual)));
  const diff = needsDiff ? (await import('./value-diff.ts')).valueDiff : null;
  const heads = failures.map((f) =>
    f.missing
      ? `${f.path}: no such field (expected ${JSON.stringify(f.expected)})`
      : `${f.path}: expected ${JSON.stringify(f.expected)}, was ${JSON.stringify(f.actual)}`,
  );
  const diffs =
    diff === null
      ? []
      : failures
          .filter((f) => !f.missing && (compound(f.expected) || compound(f.actual)))
          .flatMap((f) => diff(f.path, f.actual, true, f.expected).map((l) => `    ${l}`));
  return [heads.join('; '), ...diffs].join('\n');
}
