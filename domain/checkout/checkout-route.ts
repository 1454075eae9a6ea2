// Where /checkout/ goes instead of showing itself (spec 000 §4 "Checkout entry": the cart must be
// non-empty and the geolocation set, otherwise it redirects to /location or /). Decision: an order
// just placed keeps the page (the app is on its way to the payment or thank-you page), and an empty
// cart wins over a missing location, since there is nothing to deliver.
import type { Route } from '../routes/route-table.ts';

export interface CheckoutRouteContext {
  readonly cartEmpty: boolean;
  readonly locationSet: boolean;
  readonly placed: boolean;
}

export function checkoutRouteRedirect(context: CheckoutRouteContext): Route | null {
  if (context.placed) return null;
  if (context.cartEmpty) return { name: 'home', reset: false, hadQuery: false };
  if (!context.locationSet) return { name: 'location' };
  return null;
}

/** The checkout stages at which the screen submits the cart itself (opened directly, or after a cart change). */
export function needsCartSubmit(stage: 'idle' | 'started' | 'inserted' | 'failed' | 'placed'): boolean {
  return stage === 'idle';
}

/** The codes a payment provider sends the customer back to checkout with (spec 000 §8). */
const PAYMENT_RETURNS: ReadonlySet<string> = new Set(['PAYMENT_FAILED', 'PAYMENT_CANCELLED']);

/**
 * Back at checkout from a declined or cancelled online payment, the placed order was not paid: the
 * checkout starts again with a fresh server cart (the gateway takes one order per cart), so the
 * customer can pay again with the cart and the form as they were (spec 000 §8 "Mobile-card
 * payment": '주문 내용 확인 후 다시 결제해주세요.').
 */
export function reopensAfterPayment(
  stage: 'idle' | 'started' | 'inserted' | 'failed' | 'placed',
  returnCode: string | null,
): boolean {
  return stage === 'placed' && returnCode !== null && PAYMENT_RETURNS.has(returnCode);
}
