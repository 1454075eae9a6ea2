// How each call is sent beyond its contract: timeout, retries, the bearer header, and whether it
// may be repeated after a token refresh.
import type { AnyCall } from '../../contract/calls.ts';

/** spec 001 §9 "HTTP timeout 10 s" (spec 000 §9 the same), per attempt. */
export const HTTP_TIMEOUT_MS = 10_000;

/** spec 001 §7 "User info ... Retried 3 times" (§9 "User-info retry count 3"). */
export const USER_INFO_RETRIES = 3;

/**
 * Extra attempts after a failure with no answer (timeout, network, status 0) or a 5xx. Only user
 * info is retried: every other GET is the customer's to repeat, and a POST that changes state
 * (cart submit, order submit, coupon check, SMS send, join, withdraw...) is never sent twice by
 * the client.
 */
export function retriesOf(call: AnyCall): number {
  return call.name === 'member.user-info' ? USER_INFO_RETRIES : 0;
}

/** spec 001 §6 "Every request carries a bearer authorization header ... except template requests." */
export function sendsBearer(call: AnyCall): boolean {
  return call.name !== 'content.template';
}

/**
 * POSTs that read, or set a state the same way however often they are sent: the stock check, the
 * discount info, and the cart refresh (it sets the payment type of the same cart).
 */
const idempotentPosts: ReadonlySet<string> = new Set([
  'stock.check',
  'checkout.discount-info',
  'cart.refresh',
]);

/**
 * After 'expired or malformed token' the token is refreshed once and the call repeated once, but
 * only for GETs and idempotent POSTs. A state-changing POST is not repeated: its refusal reaches
 * the customer as the spec's '인증이 만료 되었습니다. 재로그인 후 주문해주세요.', and the renewed
 * token serves their next try.
 */
export function repeatsAfterRefresh(call: AnyCall): boolean {
  return call.method === 'GET' || idempotentPosts.has(call.name);
}

/** The refresh call itself and calls sent without a token never trigger a refresh. */
export function refreshesToken(call: AnyCall): boolean {
  return call.name !== 'member.token-refresh' && sendsBearer(call);
}
