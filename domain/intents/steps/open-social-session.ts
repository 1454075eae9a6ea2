// Social login's steps 3-4, shared with SocialJoin (which ends in the same session): stop for a
// WITHDRAWAL_RESERVED account, ask to join first, or exchange the provider token for our session.
import { loggedIn } from '../../account/logged-in.ts';
import { DEFAULT_MAINTAIN_LOGIN } from '../../account/login-form.ts';
import { type SocialLoginStep, socialLoginFailure, socialLoginStep } from '../../account/social-login.ts';
import type { SocialToken } from '../../ports/account-gateway.ts';
import type { Ports } from '../../ports/gateway.ts';
import { rejection } from '../../result.ts';
import { accept, type Decision, draft, type EventDraft, refuseWith } from '../../store/decision.ts';

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
  logIn: () => Decision | Promise<Decision>,
): Decision | Promise<Decision> {
  switch (step) {
    case 'withdrawal-reserved':
      return stopped(token, email, events);
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

/** Step 4: the provider token exchanged for our session. Also ends a successful social join. */
export async function openSocialSession(
  ports: Ports,
  token: SocialToken,
  events: readonly EventDraft[] = [],
): Promise<Decision> {
  const login = await ports.gateway.socialLogin({ ...token, device_id: ports.ids.next() });
  if (!login.ok) return refuseWith(socialLoginFailure(login.failure), events);
  const answer = login.value;
  const step = socialLoginStep({ is_joined: answer.is_signed_up, state: answer.state });
  return next(step, token, answer.email === '' ? null : answer.email, events, () =>
    accept(...events, loggedIn({ ...answer, account_origin: token.account_origin }, DEFAULT_MAINTAIN_LOGIN)),
  );
}
