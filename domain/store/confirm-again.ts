// What the shell dispatches after the customer said yes (or "go on without logging in") to a
// "needs confirmation" outcome. A confirmation that names its step (GoToCheckout's min-order,
// discount-minimum and member-only dialogs) confirms that step only, so a later dialog in the same
// run is still asked; any other confirmation answers `confirmed: true`.
import type { Command } from '../commands/commands.ts';
import type { Rejection } from '../result.ts';

export function confirmStepOf(rejection: Rejection): string | null {
  const step = rejection.details?.step;
  return typeof step === 'string' ? step : null;
}

/** The member-only question: yes goes to the login page, no goes on without the discount. */
export function asksToLogIn(rejection: Rejection): boolean {
  return rejection.details?.login === true;
}

export function confirmedAgain(command: Command, rejection: Rejection): Command {
  const step = confirmStepOf(rejection);
  if (command.type === 'GoToCheckout' && step !== null) {
    const confirmations = command.confirmations ?? [];
    return {
      ...command,
      confirmations: confirmations.includes(step) ? confirmations : [...confirmations, step],
    };
  }
  return { ...command, confirmed: true };
}
