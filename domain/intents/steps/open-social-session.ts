// Social login's steps 3-4, shared with SocialJoin (which ends in the same session): stop for a
// WITHDRAWAL_RESERVED account, ask to join first, or exchange the provider token for our session.
// `askSession` gathers the exchange; `sessionOpened` decides from its answer.
import { loggedIn } from '../../account/logged-in.ts';
import { DEFAULT_MAINTAIN_LOGIN } from '../../account/login-form.ts';
import {
  providerLoginFailure,
  type SocialLoginStep,
  socialLoginFailure,
  socialLoginStep,
} from '../../account/social-login.ts';
import type { LoginAnswer, SocialToken } from '../../ports/account-gateway.ts';
import type { Ports } from '../../ports/gateway.ts';
import { type GatewayResult, unanswered } from '../../ports/gateway-failure.ts';
import { rejection } from '../../result.ts';
import { paths } from '../../routes/route-href.ts';
import { accept, type Decision, draft, type EventDraft, refuseWith } from '../../store/decision.ts';

export type SessionAnswer = GatewayResult<LoginAnswer & { readonly is_signed_up: boolean }>;

function stopped(token: SocialToken, email: string | null, events: readonly EventDraft[]): Decision {
  const data = { provider: token.account_origin, state: 'WITHDRAWAL_RESERVED', email };
  return refuseWith(rejection('WITHDRAWAL_RESERVED', {}, data), events);
}

function joinFirst(token: SocialToken, email: string | null, events: readonly EventDraft[]): Decision {
  const provider = token.account_origin;
  return refuseWith(rejection('SOCIAL_JOIN_REQUIRED', {}, { provider, email, next: 'social-join' }), [
    ...events,
    draft('SocialJoinRequired', { provider, email }),
  ]);
}

/** Steps 3-4: stop, join first, or log in. */
export function next(
  step: SocialLoginStep,
  token: SocialToken,
  email: string | null,
  events: readonly EventDraft[],
  logIn: () => Decision,
): Decision {
  switch (step) {
    case 'withdrawal-reserved':
      return stopped(token, email, events);
    case 'not-connected':
      // The provider's login failed for this service: its text and /login/ (the session is ended
      // by the caller, which knows whether there is one).
      return { events, rejection: providerLoginFailure(token.account_origin), navigate: paths.login };
    case 'join':
      return joinFirst(token, email, events);
    case 'log-in':
      return logIn();
    default: {
      const never: never = step;
      return never;
    }
  }
}

/** Step 4's call: the provider token exchanged for our session. */
export function askSession(ports: Ports, token: SocialToken): Promise<SessionAnswer> {
  return ports.gateway.socialLogin({ ...token, device_id: ports.ids.next() });
}

/** Step 4: the session from the exchange's answer, after `events`. Also ends a successful social join. */
export function sessionOpened(
  token: SocialToken,
  session: SessionAnswer | null,
  events: readonly EventDraft[] = [],
): Decision {
  const login = unanswered(session);
  if (!login.ok) return refuseWith(socialLoginFailure(login.failure), events);
  const answer = login.value;
  const step = socialLoginStep({ is_joined: answer.is_signed_up, state: answer.state }, token.account_origin);
  return next(step, token, answer.email === '' ? null : answer.email, events, () =>
    accept(...events, loggedIn({ ...answer, account_origin: token.account_origin }, DEFAULT_MAINTAIN_LOGIN)),
  );
}
