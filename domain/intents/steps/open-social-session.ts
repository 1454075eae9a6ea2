// Social login's steps 3-4, shared with SocialJoin (which ends in the same session): stop for a
// WITHDRAWAL_RESERVED account, ask to join first, or exchange the provider token for our session.
// `openSession` is the step workflow that asks for the exchange and decides from its answer.
import { loggedIn } from '../../account/logged-in.ts';
import { DEFAULT_MAINTAIN_LOGIN } from '../../account/login-form.ts';
import {
  providerLoginFailure,
  type SocialLoginStep,
  socialLoginFailure,
  socialLoginStep,
} from '../../account/social-login.ts';
import type { SocialToken } from '../../ports/account-gateway.ts';
import { rejection } from '../../result.ts';
import { paths } from '../../routes/route-href.ts';
import { accept, type Decision, draft, type EventDraft, refuseWith } from '../../store/decision.ts';
import { ask, type Workflow } from '../../store/workflow.ts';

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

/** Steps 3-4: stop, or join first; null when the step is to log in (the way goes on to the session). */
export function next(
  step: SocialLoginStep,
  token: SocialToken,
  email: string | null,
  events: readonly EventDraft[],
): Decision | null {
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
      return null;
    default: {
      const never: never = step;
      return never;
    }
  }
}

/**
 * Step 4: the provider token exchanged for our session, and the session from its answer, after
 * `events`. Also ends a successful social join.
 */
export function* openSession(token: SocialToken, events: readonly EventDraft[] = []): Workflow {
  const login = yield* ask('gateway', 'socialLogin', { ...token, device_id: yield* ask('ids', 'next') });
  if (!login.ok) return refuseWith(socialLoginFailure(login.failure), events);
  const answer = login.value;
  const step = socialLoginStep({ is_joined: answer.is_signed_up, state: answer.state }, token.account_origin);
  return (
    next(step, token, answer.email === '' ? null : answer.email, events) ??
    accept(...events, loggedIn({ ...answer, account_origin: token.account_origin }, DEFAULT_MAINTAIN_LOGIN))
  );
}
