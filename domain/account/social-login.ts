// Social login's answers (spec 001 §4 "Social login", §8). Decisions:
// - The provider's own login failing reaches us as an empty token; it shows the provider's text
//   (naver, kakao) and goes back to /login/ (the spec says so for naver; kakao is treated alike).
// - A failure of our server's calls shows its error_message, else SOCIAL_LOGIN_FAILED.
// - WITHDRAWAL_RESERVED is checked before "joined": such a member is joined but may not log in.
import type { SocialOrigin } from '../ports/account-gateway.ts';
import type { GatewayFailure } from '../ports/gateway-failure.ts';
import { type Rejection, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { WITHDRAWAL_RESERVED_STATE } from './session-state.ts';

export function providerLoginFailure(provider: SocialOrigin): Rejection {
  switch (provider) {
    case 'naver':
      return rejection('NAVER_LOGIN_FAILED', {}, { provider, redirectTo: paths.login });
    case 'kakao':
      return rejection('KAKAO_LOGIN_FAILED', {}, { provider, redirectTo: paths.login });
    default: {
      const never: never = provider;
      return never;
    }
  }
}

/** spec 001 §8 "Social login failure: popup with error_message or "Social login failed. Please try again"". */
export function socialLoginFailure(failure: GatewayFailure): Rejection {
  const text = failure.kind === 'rejected' ? failure.message?.trim() : undefined;
  return text
    ? { code: 'SOCIAL_LOGIN_FAILED', message: text }
    : rejection('SOCIAL_LOGIN_FAILED', {}, { failure: failure.kind });
}

export type SocialLoginStep = 'withdrawal-reserved' | 'not-connected' | 'join' | 'log-in';

/**
 * spec 001 §8 "Kakao non-connected status: logged out and rejected": the joined check's state for
 * a kakao account no longer connected to this service (the member unlinked it at kakao). Decision:
 * the state's value is ours (the spec names no value); only kakao answers it.
 */
export const KAKAO_NOT_CONNECTED_STATE = 'NOT_CONNECTED';

/** Steps 2-4: the joined check's answer decides whether the flow stops, joins first, or logs in. */
export function socialLoginStep(
  answer: { readonly is_joined: boolean; readonly state: string | null },
  provider?: SocialOrigin,
): SocialLoginStep {
  if (answer.state === WITHDRAWAL_RESERVED_STATE) return 'withdrawal-reserved';
  if (provider === 'kakao' && answer.state === KAKAO_NOT_CONNECTED_STATE) return 'not-connected';
  return answer.is_joined ? 'log-in' : 'join';
}

/** What the provider's consent page added to the app's URL on its way back. */
export interface ProviderReturn {
  readonly provider: SocialOrigin;
  /** '' when the provider login failed: denied, no token, or a state that is not ours. */
  readonly accessToken: string;
}

export const SOCIAL_RETURN_PARAMS = ['account_origin', 'access_token', 'state', 'error'] as const;

/**
 * The provider's answer in the page's query (`?account_origin=naver&access_token=…&state=…`, or
 * `error=access_denied`), or null when the page was not opened by a provider. The state must be
 * the one this browser sent (a login someone else started is not taken over): otherwise, like a
 * denial, it is the provider's login failing.
 */
export function providerReturn(search: string, expectedState: string | null): ProviderReturn | null {
  const query = new URLSearchParams(search);
  const provider = query.get('account_origin');
  if (provider !== 'naver' && provider !== 'kakao') return null;
  const token = query.get('access_token')?.trim() ?? '';
  const state = query.get('state') ?? '';
  const trusted = expectedState !== null && expectedState !== '' && state === expectedState;
  return { provider, accessToken: query.has('error') || !trusted ? '' : token };
}

/** The query without the provider's parameters (the page's address after reading them). */
export function withoutProviderReturn(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of SOCIAL_RETURN_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
