// LogOut (spec 001 §4 "Logout. Clears user, login and social info in the session and removes the
// access token. It also clears the last-login id, session id and phone, logs out of the social
// provider, and refreshes user info."). Logging out never fails for the customer: the local session
// ends whatever the server or the provider says. Their answers are still facts worth keeping: the
// event records whether the provider's session ended and what user info said afterwards.
import type { CommandOf } from '../commands/commands.ts';
import type { EventOf } from '../events/events.ts';
import type { UserInfo } from '../ports/account-gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { ProviderLogout } from '../ports/social-provider.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type LogOut = CommandOf<'LogOut'>;
type LoggedOut = EventOf<'LoggedOut'>['data'];

export interface LogOutFacts {
  /** null: the session was not a social login's, so there was no provider session to end. */
  readonly providerLogout: ProviderLogout | null;
  /** The user info call after the server's logout, as a guest now. */
  readonly userInfo: GatewayResult<UserInfo>;
}

export async function gather({ state, ports }: HandlerContext<LogOut>): Promise<LogOutFacts | null> {
  const { session } = state;
  if (!session.loggedIn) return null;
  await ports.gateway.logout();
  const origin = session.accountOrigin;
  const providerLogout =
    origin === 'naver' || origin === 'kakao' ? await ports.socialProvider.logout(origin) : null;
  return { providerLogout, userInfo: await ports.gateway.userInfo() };
}

/** A refusal for want of a login (401) is the server's way of saying "a guest without an id". */
function userInfoAfter(result: GatewayResult<UserInfo>): NonNullable<LoggedOut['userInfo']> {
  if (result.ok) return { isUser: result.value.is_user, customerId: result.value.customer_id };
  const { failure } = result;
  return failure.kind === 'rejected' && failure.status === 401
    ? { isUser: false, customerId: null }
    : 'unavailable';
}

export function decide(command: LogOut, state: State, facts: LogOutFacts | null): Decision {
  if (!state.session.loggedIn || facts === null) return accept();
  return accept(
    draft('LoggedOut', {
      reason: command.idle === true ? 'idle' : 'customer',
      ...(facts.providerLogout === null ? {} : { providerLogout: facts.providerLogout }),
      userInfo: userInfoAfter(facts.userInfo),
    }),
  );
}

export const handleLogOut = gathered(gather, decide);
