// The sandbox SMS code lines of a script (`"code": "@sandbox"`, `"@sandbox-wrong"`): the code the
// sandbox outbox holds for the phone being verified, or one certainly wrong, put in the line's
// VerifySmsCode before it is dispatched.
import type { Command } from '../../domain/commands/commands.ts';
import type { Store } from '../../domain/store/store.ts';

export const SANDBOX_CODE = '@sandbox';
/** A code that is certainly wrong: the outbox's code with its last digit changed. */
export const SANDBOX_WRONG_CODE = '@sandbox-wrong';

/**
 * A wrong code for the sent `code`: its last digit moved on, past the codes already refused for the
 * request (`refused`), so each `@sandbox-wrong` line is a new try (the same code again would be
 * answered from the first check without one).
 */
export function wrongCode(code: string, refused: readonly string[] = []): string {
  const last = Number(code.at(-1) ?? '0');
  for (let step = 1; step < 10; step++) {
    const candidate = `${code.slice(0, -1)}${(last + step) % 10}`;
    if (!refused.includes(candidate)) return candidate;
  }
  return `${code.slice(0, -1)}${(last + 1) % 10}`;
}

/** What the code needs of a script's session: its store and the sandbox outbox. */
export interface SandboxOutbox {
  readonly store: Store;
  sandboxSmsCode(phone: string): Promise<string | null>;
}

/** The line's command with the outbox's code (or a wrong one) in place of its placeholder; or why not. */
export async function withSandboxCode(command: Command, session: SandboxOutbox): Promise<Command | string> {
  if (
    command.type !== 'VerifySmsCode' ||
    (command.code !== SANDBOX_CODE && command.code !== SANDBOX_WRONG_CODE)
  ) {
    return command;
  }
  const { checkout, session: account } = session.store.projections();
  // A join or id inquiry verifies the account's phone; an order, the checkout's.
  const slot = command.context === 'REGISTER' ? account.accountPhone : checkout.phone;
  const state = session.store.getState();
  const refused = (command.context === 'REGISTER' ? state.session.accountPhone : state.checkout.phone)
    .refusedCodes;
  // Found verified already, no code was sent: the store accepts the line with nothing to check.
  if (slot.status === 'verified') return command;
  const phone = slot.number;
  const code = await session.sandboxSmsCode(phone);
  if (code === null)
    return `no SMS code in the sandbox outbox for ${phone === '' ? 'an empty phone' : phone}`;
  const wrong = () =>
    wrongCode(
      code,
      refused.map((r) => r.code),
    );
  return { ...command, code: command.code === SANDBOX_WRONG_CODE ? wrong() : code };
}
