// Withdraw, the member withdrawal (spec 001 §4 "Withdraw. Choose reason, confirm, submit, popup,
// log out, home. Without login: popup then redirect to login.", §5, §8). The server's refusal
// always shows the spec's one text; the local session ends after the server accepted.
import { validateWithdrawal, withdrawOutcome } from '../account/withdrawal.ts';
import type { CommandOf } from '../commands/commands.ts';
import { rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { askToConfirm, type Decision, draft, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleWithdraw({
  command,
  state,
  ports,
}: HandlerContext<CommandOf<'Withdraw'>>): Promise<Decision> {
  const request = validateWithdrawal({
    loggedIn: state.session.loggedIn,
    reason: command.reason,
    text: command.text ?? '',
  });
  if (!request.ok) {
    return request.rejection.code === 'LOGIN_REQUIRED'
      ? { events: [], rejection: request.rejection, navigate: paths.login }
      : refuseWith(request.rejection);
  }
  if (command.confirmed !== true) return askToConfirm(rejection('WITHDRAW_CONFIRM'));
  const answer = await ports.gateway.withdraw(request.value);
  const done = withdrawOutcome(answer.ok && answer.value.success);
  if (!done.ok) {
    const failure = answer.ok ? 'refused' : answer.failure.kind;
    return refuseWith({ ...done.rejection, details: { failure } });
  }
  await ports.gateway.logout();
  return { events: [draft('LoggedOut', { reason: 'withdrawn' })], navigate: paths.home };
}
