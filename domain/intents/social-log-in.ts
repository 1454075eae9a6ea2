// SocialLogIn (spec 001 §4 "Social login"): with the provider's token, ask whether the account is
// joined; WITHDRAWAL_RESERVED stops with the data; not joined records SocialJoinRequired and tells
// the shell to show the social join form; otherwise the token becomes our session (the JWT fetch)
// and the member is logged in (the login answer carries the user info: id, e-mail, phone).
// Gathered in two stages: the session is asked for only when the joined check says log in.

import { providerLoginFailure, socialLoginFailure, socialLoginStep } from '../account/social-login.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SocialJoined, SocialToken } from '../ports/account-gateway.ts';
import { type GatewayResult, unanswered } from '../ports/gateway-failure.ts';
import { paths } from '../routes/route-href.ts';
import { type Decision, draft, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { askSession, next, type SessionAnswer, sessionOpened } from './steps/open-social-session.ts';

type SocialLogIn = CommandOf<'SocialLogIn'>;

export interface SocialLogInFacts {
  /** Whether the account is joined; null when the token was empty. */
  readonly joined: GatewayResult<SocialJoined> | null;
  /** The token exchanged for our session; null unless the joined check said log in. */
  readonly session: SessionAnswer | null;
}

const tokenOf = (command: SocialLogIn): SocialToken => ({
  account_origin: command.provider,
  access_token: command.accessToken.trim(),
});

export async function gather({ command, ports }: HandlerContext<SocialLogIn>): Promise<SocialLogInFacts> {
  const token = tokenOf(command);
  if (token.access_token === '') return { joined: null, session: null };
  const joined = await ports.gateway.socialJoined(token);
  if (!joined.ok || socialLoginStep(joined.value, token.account_origin) !== 'log-in')
    return { joined, session: null };
  const facts = { joined, session: await askSession(ports, token) };
  return facts;
}

export function decide(command: SocialLogIn, state: State, facts: SocialLogInFacts): Decision {
  const token = tokenOf(command);
  if (token.access_token === '') {
    return { events: [], rejection: providerLoginFailure(command.provider), navigate: paths.login };
  }
  const joined = unanswered(facts.joined);
  if (!joined.ok) return refuseWith(socialLoginFailure(joined.failure));
  const step = socialLoginStep(joined.value, token.account_origin);
  // spec 001 §8 "Kakao non-connected status: logged out and rejected."
  const ended =
    step === 'not-connected' && state.session.loggedIn ? [draft('LoggedOut', { reason: 'customer' })] : [];
  return next(step, token, joined.value.email ?? null, ended, () => sessionOpened(token, facts.session));
}

export const handleSocialLogIn = gathered(gather, decide);
