// Runs one parsed QA script against a store: each command line is dispatched as the web app
// would and its outcome compared with "expect"; each assertion line checks the projections.
// The first line that fails stops the script: what follows depends on it, so the rest are reported
// as skipped rather than run into a cascade of failures (and SMS sent for nothing).
import type { Command } from '../../domain/commands/commands.ts';
import type { Outcome } from '../../domain/store/outcome.ts';
import type { Store } from '../../domain/store/store.ts';
import { checkAssertions } from './dot-path.ts';
import type { Expectation, ScriptLine } from './script-line.ts';

export interface LineResult {
  readonly script: string;
  readonly line: number;
  readonly type: string;
  readonly ok: boolean;
  /** Not run: an earlier line of the script failed. */
  readonly skipped?: true;
  /** The types of the events the line recorded. */
  readonly events: readonly string[];
  readonly rejection?: { readonly code: string; readonly message: string };
  /** Set when the command was refused: refused outright, or asked the customer to confirm. */
  readonly outcome?: 'rejected' | 'needs-confirmation';
  /** Why the line failed its expectation. */
  readonly failure?: string;
  /** The line made a request the cassette has no answer for (a replay run). */
  readonly cassetteMiss?: true;
  /** When the line started, in ms after the script's first line started (a run line only). */
  readonly startMs?: number;
  /** How long the line took, in ms (a run line only). */
  readonly durationMs?: number;
}

/** A request a replayed run made that its cassette has no answer for. */
export interface CassetteMiss {
  readonly method: string;
  readonly path: string;
  /** The nearest recorded interaction and how it differs, one line each. */
  readonly nearest: readonly string[];
}

export interface ScriptSession {
  readonly store: Store;
  /** The latest code of the sandbox SMS outbox for a phone (`"code": "@sandbox"`). */
  sandboxSmsCode(phone: string): Promise<string | null>;
  /** Replay runs: every request so far that the cassette had no answer for, in order. */
  cassetteMisses?(): readonly CassetteMiss[];
}

export const SANDBOX_CODE = '@sandbox';
/** A code that is certainly wrong: the outbox's code with its last digit changed. */
export const SANDBOX_WRONG_CODE = '@sandbox-wrong';

export function wrongCode(code: string): string {
  const last = Number(code.at(-1) ?? '0');
  return `${code.slice(0, -1)}${(last + 1) % 10}`;
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

async function withSandboxCode(command: Command, session: ScriptSession): Promise<Command | string> {
  if (
    command.type !== 'VerifySmsCode' ||
    (command.code !== SANDBOX_CODE && command.code !== SANDBOX_WRONG_CODE)
  ) {
    return command;
  }
  const { checkout, session: account } = session.store.projections();
  // A join or id inquiry verifies the account's phone; an order, the checkout's.
  const slot = command.context === 'REGISTER' ? account.accountPhone : checkout.phone;
  // Found verified already, no code was sent: the store accepts the line with nothing to check.
  if (slot.status === 'verified') return command;
  const phone = slot.number;
  const code = await session.sandboxSmsCode(phone);
  if (code === null)
    return `no SMS code in the sandbox outbox for ${phone === '' ? 'an empty phone' : phone}`;
  return { ...command, code: command.code === SANDBOX_WRONG_CODE ? wrongCode(code) : code };
}

/** The misses as the line's failure: the request, then the nearest recording and its diff. */
export function missText(misses: readonly CassetteMiss[]): string {
  return misses
    .map((m) => [`no recorded answer for ${m.method} ${m.path}`, ...m.nearest].join('\n'))
    .join('\n');
}

async function runLine(script: string, line: ScriptLine, session: ScriptSession): Promise<LineResult> {
  if (line.kind === 'assert') {
    const failures = checkAssertions(session.store.projections(), line.checks);
    return {
      script,
      line: line.line,
      type: 'assert',
      ok: failures.length === 0,
      events: [],
      ...(failures.length === 0
        ? {}
        : {
            failure: failures
              .map((f) =>
                f.missing
                  ? `${f.path}: no such field`
                  : `${f.path}: expected ${JSON.stringify(f.expected)}, was ${JSON.stringify(f.actual)}`,
              )
              .join('; '),
          }),
    };
  }
  const missesBefore = session.cassetteMisses?.().length ?? 0;
  const missed = (): readonly CassetteMiss[] => session.cassetteMisses?.().slice(missesBefore) ?? [];
  const command = await withSandboxCode(line.command, session);
  if (typeof command === 'string') {
    const misses = missed();
    return {
      script,
      line: line.line,
      type: line.command.type,
      ok: false,
      events: [],
      ...(misses.length === 0 ? { failure: command } : { failure: missText(misses), cassetteMiss: true }),
    };
  }
  const outcome = await session.store.dispatch(command);
  // A cassette miss reaches the domain as "no answer" (the service-problem text); whatever the
  // script expected, the replay did not replay, so the line fails and says which request missed.
  const misses = missed();
  const failure = misses.length > 0 ? missText(misses) : judge(line.expect, outcome);
  return {
    script,
    line: line.line,
    type: command.type,
    ok: failure === null,
    events: outcome.events.map((e) => e.type),
    ...(outcome.kind === 'accepted'
      ? {}
      : {
          outcome: outcome.kind,
          rejection: { code: String(outcome.rejection.code), message: outcome.rejection.message },
        }),
    ...(failure === null ? {} : { failure }),
    ...(misses.length > 0 ? { cassetteMiss: true as const } : {}),
  };
}

const lineType = (line: ScriptLine) => (line.kind === 'assert' ? 'assert' : line.command.type);

export async function runScript(
  script: string,
  lines: readonly ScriptLine[],
  session: ScriptSession,
  onLine: (result: LineResult) => void = () => {},
): Promise<LineResult[]> {
  const results: LineResult[] = [];
  let stopped = false;
  // Wall time, not the session's clock: a script with a fixed clock still takes real time.
  const scriptStart = performance.now();
  const ms = (n: number) => Math.round(n * 10) / 10;
  for (const line of lines) {
    const started = performance.now();
    const result: LineResult = stopped
      ? { script, line: line.line, type: lineType(line), ok: false, skipped: true, events: [] }
      : {
          ...(await runLine(script, line, session)),
          startMs: ms(started - scriptStart),
          durationMs: ms(performance.now() - started),
        };
    if (!result.ok) stopped = true;
    results.push(result);
    onLine(result);
  }
  return results;
}

/** Every line of a script that was not run at all. */
export function skippedScript(script: string, lines: readonly ScriptLine[]): LineResult[] {
  return lines.map((line) => ({
    script,
    line: line.line,
    type: lineType(line),
    ok: false,
    skipped: true,
    events: [],
  }));
}
