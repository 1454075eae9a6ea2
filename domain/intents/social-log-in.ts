// SocialLogIn (spec 001 §4 "Social login"): with the provider's token, ask whether the account is
// joined; WITHDRAWAL_RESERVED stops with the data; not joined records SocialJoinRequired and tells
// the shell to show the social join form; otherwise the token becomes our session (the JWT fetch)
// and the member is logged in (the login answer carries the user info: id, e-mail, phone).

import { providerLoginFailure, socialLoginFailure, socialLoginStep } from '../account/social-login.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SocialToken } from '../ports/account-gateway.ts';
import { paths } from '../routes/route-href.ts';
import { refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import { next, openSocialSession } from './steps/open-social-session.ts';

export async function handleSocialLogIn({ command, ports }: HandlerContext<CommandOf<'SocialLogIn'>>) {
  const token: SocialToken = { account_origin: command.provider, access_token: command.accessToken.trim() };
  if (token.access_token === '') {
    return { events: [], rejection: providerLoginFailure(command.provider), navigate: paths.login };
  }
  const joined = await ports.gateway.socialJoined(token);
  if (!joined.ok) return refuseWith(socialLoginFailure(joined.failure));
  return next(socialLoginStep(joined.value), token, joined.value.email ?? null, [], () =>
    openSocialSession(ports, token),
  );
}
