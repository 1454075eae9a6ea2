// Withdraw, the member withdrawal (spec 001 §4 "Withdraw. Choose reason, confirm, submit, popup,
// log out, home. Without login: popup then redirect to login.", §5, §8). The server's refusal
// always shows the spec's one text; the local session ends after the server accepted.
import { validateWithdrawal, withdrawOutcome } from '../account/withdrawal.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Ack } from '../ports/ack.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { askToConfirm, type Decision, draft, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type Withdraw = CommandOf<'Withdraw'>;

export interface WithdrawFacts {
  /** The server's answer; null when nothing was sent (refused or not yet confirmed). */
  readonly withdrawn: GatewayResult<Ack> | null;
}

const request = (command: Withdraw, state: State) =>
  validateWithdrawal({ loggedIn: state.session.loggedIn, reason: command.reason, text: command.text ?? '' });

export async function gather({ command, state, ports }: HandlerContext<Withdraw>): Promise<WithdrawFacts> {
  const valid = request(command, state);
  if (!valid.ok || command.confirmed !== true) return { withdrawn: null };
  // The session on the server ends with the account: a reaction (reactions/end-withdrawn-session.ts).
  return { withdrawn: await ports.gateway.withdraw(valid.value) };
}

export function decide(command: Withdraw, state: State, { withdrawn }: WithdrawFacts): Decision {
  const valid = request(command, state);
  if (!valid.ok) {
    return valid.rejection.code === 'LOGIN_REQUIRED'
      ? { events: [], rejection: valid.rejection, navigate: paths.login }
      : refuseWith(valid.rejection);
  }
  if (command.confirmed !== true || withdrawn === null) return askToConfirm(rejection('WITHDRAW_CONFIRM'));
  const done = withdrawOutcome(withdrawn.ok && withdrawn.value.success);
  if (!done.ok) {
    const failure = withdrawn.ok ? 'refused' : withdrawn.failure.kind;
    return refuseWith({ ...done.rejection, details: { failure } });
  }
  return { events: [draft('LoggedOut', { reason: 'withdrawn' })], navigate: paths.home };
}

export const handleWithdraw = gathered(gather, decide);
