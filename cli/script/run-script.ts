// Runs one parsed QA script against a store: each command line is dispatched as the web app
// would and its outcome compared with "expect"; each assertion line checks the projections.
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
  /** The types of the events the line recorded. */
  readonly events: readonly string[];
  readonly rejection?: { readonly code: string; readonly message: string };
  /** Why the line failed its expectation. */
  readonly failure?: string;
}

export interface ScriptSession {
  readonly store: Store;
  /** The latest code of the sandbox SMS outbox for a phone (`"code": "@sandbox"`). */
  sandboxSmsCode(phone: string): Promise<string | null>;
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

function describeOutcome(outcome: Outcome): string {
  switch (outcome.status) {
    case 'accepted':
      return 'accepted';
    case 'rejected':
      return `rejected: ${outcome.rejection.message}`;
    case 'needs-confirmation':
      return `asked to confirm: ${outcome.rejection.message}`;
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

export function judge(expect: Expectation, outcome: Outcome): string | null {
  if (expect === 'ok')
    return outcome.status === 'accepted' ? null : `expected ok, was ${describeOutcome(outcome)}`;
  if ('rejected' in expect) {
    if (outcome.status === 'accepted')
      return `expected a rejection matching "${expect.rejected}", was accepted`;
    return matches(expect.rejected, outcome.rejection)
      ? null
      : `expected a rejection matching "${expect.rejected}", was ${describeOutcome(outcome)}`;
  }
  if (outcome.status !== 'needs-confirmation')
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

export async function runScript(
  script: string,
  lines: readonly ScriptLine[],
  session: ScriptSession,
  onLine: (result: LineResult) => void = () => {},
): Promise<LineResult[]> {
  const results: LineResult[] = [];
  const report = (result: LineResult) => {
    results.push(result);
    onLine(result);
  };
  for (const line of lines) {
    if (line.kind === 'assert') {
      const failures = checkAssertions(session.store.projections(), line.checks);
      report({
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
      });
      continue;
    }
    const command = await withSandboxCode(line.command, session);
    if (typeof command === 'string') {
      report({ script, line: line.line, type: line.command.type, ok: false, events: [], failure: command });
      continue;
    }
    const outcome = await session.store.dispatch(command);
    const failure = judge(line.expect, outcome);
    report({
      script,
      line: line.line,
      type: command.type,
      ok: failure === null,
      events: outcome.events.map((e) => e.type),
      ...(outcome.status === 'accepted'
        ? {}
        : { rejection: { code: String(outcome.rejection.code), message: outcome.rejection.message } }),
      ...(failure === null ? {} : { failure }),
    });
  }
  return results;
}
