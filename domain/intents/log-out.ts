// LogOut (spec 001 §4 "Logout. Clears user, login and social info in the session and removes the
// access token. It also clears the last-login id, session id and phone, logs out of the social
// provider, and refreshes user info."). Logging out never fails for the customer: the local session
// ends whatever the server or the provider says. Their answers are still facts worth keeping: the
// event records whether the provider's session ended and what user info said afterwards.
// A guest asks nothing; a member's logout asks the server's logout, the provider's (a social
// login's only), then user info.
import type { CommandOf } from '../commands/commands.ts';
import type { EventOf } from '../events/events.ts';
import type { UserInfo } from '../ports/account-gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { accept, draft } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type LogOut = CommandOf<'LogOut'>;
type LoggedOut = EventOf<'LoggedOut'>['data'];

/** A refusal for want of a login (401) is the server's way of saying "a guest without an id". */
function userInfoAfter(result: GatewayResult<UserInfo>): NonNullable<LoggedOut['userInfo']> {
  if (result.ok) return { isUser: result.value.is_user, customerId: result.value.customer_id };
  const { failure } = result;
  return failure.kind === 'rejected' && failure.status === 401
    ? { isUser: false, customerId: null }
    : 'unavailable';
}

export function* logOutFlow(command: LogOut, state: State): Workflow {
  const { session } = state;
  if (!session.loggedIn) return accept();
  yield* ask('gateway', 'logout');
  const origin = session.accountOrigin;
  // null: the session was not a social login's, so there was no provider session to end.
  const providerLogout =
    origin === 'naver' || origin === 'kakao' ? yield* ask('socialProvider', 'logout', origin) : null;
  // The user info call after the server's logout, as a guest now.
  const userInfo = userInfoAfter(yield* ask('gateway', 'userInfo'));
  return accept(
    draft('LoggedOut', {
      reason: command.idle === true ? 'idle' : 'customer',
      ...(providerLogout === null ? {} : { providerLogout }),
      userInfo,
    }),
  );
}

export const handleLogOut = workflow(logOutFlow);
