// SocialLogIn (spec 001 §4 "Social login"): with the provider's token, ask whether the account is
// joined; WITHDRAWAL_RESERVED stops with the data; not joined records SocialJoinRequired and tells
// the shell to show the social join form; otherwise the token becomes our session (the JWT fetch)
// and the member is logged in (the login answer carries the user info: id, e-mail, phone).
// Each call is asked only when the way goes on that far: the session only when the joined check
// says log in.

import { providerLoginFailure, socialLoginFailure, socialLoginStep } from '../account/social-login.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SocialToken } from '../ports/account-gateway.ts';
import { paths } from '../routes/route-href.ts';
import { draft, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';
import { next, openSession } from './steps/open-social-session.ts';

type SocialLogIn = CommandOf<'SocialLogIn'>;

const tokenOf = (command: SocialLogIn): SocialToken => ({
  account_origin: command.provider,
  access_token: command.accessToken.trim(),
});

export function* socialLogInFlow(command: SocialLogIn, state: State): Workflow {
  const token = tokenOf(command);
  if (token.access_token === '') {
    return { events: [], rejection: providerLoginFailure(command.provider), navigate: paths.login };
  }
  const joined = yield* ask('gateway', 'socialJoined', token);
  if (!joined.ok) return refuseWith(socialLoginFailure(joined.failure));
  const step = socialLoginStep(joined.value, token.account_origin);
  // spec 001 §8 "Kakao non-connected status: logged out and rejected."
  const ended =
    step === 'not-connected' && state.session.loggedIn ? [draft('LoggedOut', { reason: 'customer' })] : [];
  return next(step, token, joined.value.email ?? null, ended) ?? (yield* openSession(token));
}

export const handleSocialLogIn = workflow(socialLogInFlow);
