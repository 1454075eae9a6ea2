// Withdraw, the member withdrawal (spec 001 §4 "Withdraw. Choose reason, confirm, submit, popup,
// log out, home. Without login: popup then redirect to login.", §5, §8). The server's refusal
// always shows the spec's one text; the local session ends after the server accepted. The
// withdrawal is asked only for a valid request the customer has confirmed.
import { validateWithdrawal, withdrawOutcome } from '../account/withdrawal.ts';
import type { CommandOf } from '../commands/commands.ts';
import { rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { askToConfirm, draft, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type Withdraw = CommandOf<'Withdraw'>;

export function* withdrawFlow(command: Withdraw, state: State): Workflow {
  const valid = validateWithdrawal({
    loggedIn: state.session.loggedIn,
    reason: command.reason,
    text: command.text ?? '',
  });
  if (!valid.ok) {
    return valid.rejection.code === 'LOGIN_REQUIRED'
      ? { events: [], rejection: valid.rejection, navigate: paths.login }
      : refuseWith(valid.rejection);
  }
  if (command.confirmed !== true) return askToConfirm(rejection('WITHDRAW_CONFIRM'));
  // The session on the server ends with the account: a reaction (reactions/end-withdrawn-session.ts).
  const withdrawn = yield* ask('gateway', 'withdraw', valid.value);
  const done = withdrawOutcome(withdrawn.ok && withdrawn.value.success);
  if (!done.ok) {
    const failure = withdrawn.ok ? 'refused' : withdrawn.failure.kind;
    return refuseWith({ ...done.rejection, details: { failure } });
  }
  return { events: [draft('LoggedOut', { reason: 'withdrawn' })], navigate: paths.home };
}

export const handleWithdraw = workflow(withdrawFlow);
