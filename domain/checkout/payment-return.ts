// Where an online payment's answer sends the customer (spec 000 §4 "Submit outcome", §8 "General"
// and "Mobile-card payment"): the provider returns to the app's thank-you page when it was paid, or
// to checkout with ?code=PAYMENT_FAILED|PAYMENT_CANCELLED&message=… when it was not. A mobile-card
// popup closed before it answered is the customer's cancel.
//
// Decision: the web app reads the return from its address as it starts; `jumun` reads the same
// address from the provider's redirect (AnswerPayment). Both decide here, so a script's payment
// outcome takes the web app's path: paid → the thank-you page loads the order; unpaid → the
// checkout opens again for the cart as it was, to pay with the same or another method.
import type { MessageCode } from '../messages.ts';
import { messages } from '../messages.ts';
import type { ProviderAnswer } from '../ports/payment-provider.ts';
import { parseRoute } from '../routes/route-table.ts';
import { mobileCardStart } from './payment.ts';
import { paymentHandoff } from './payment-handoff.ts';

/** The codes a payment provider sends the customer back to checkout with (spec 000 §8). */
export const UNPAID_RETURN_CODES = ['PAYMENT_FAILED', 'PAYMENT_CANCELLED'] as const;
export type UnpaidReturnCode = (typeof UNPAID_RETURN_CODES)[number];

export function isUnpaidReturnCode(code: string | null | undefined): code is UnpaidReturnCode {
  return (UNPAID_RETURN_CODES as readonly string[]).includes(code ?? '');
}

export type PaymentReturn =
  /** The provider took the payment: the thank-you page of this order. */
  | { readonly kind: 'paid'; readonly orderNumber: string | null }
  /** Back at checkout unpaid; `message` is the provider's, or the app's own text for the code. */
  | { readonly kind: 'unpaid'; readonly code: UnpaidReturnCode; readonly message: string }
  /** Anywhere else: not a payment return the app knows. */
  | { readonly kind: 'elsewhere'; readonly address: string };

/** The unpaid return for a code and the provider's message (the app's own text when it sent none). */
export function unpaidReturn(code: UnpaidReturnCode, message?: string | null): PaymentReturn {
  const text = message?.trim() ?? '';
  return { kind: 'unpaid', code, message: text === '' ? messages[code satisfies MessageCode] : text };
}

/**
 * The return an app address stands for: `/#/checkout/thankyou!!/?order_number=7`, `/#/checkout/?code=…`
 * (the hash is what counts; an address without one is read as a hash path).
 */
export function paymentReturn(address: string): PaymentReturn {
  const at = address.indexOf('#');
  const route = parseRoute(at === -1 ? `#${address}` : address.slice(at));
  if (route.name === 'thankyou') return { kind: 'paid', orderNumber: route.orderNumber ?? null };
  if (route.name === 'checkout' && route.popup !== undefined && isUnpaidReturnCode(route.popup.code))
    return unpaidReturn(route.popup.code, route.popup.message);
  return { kind: 'elsewhere', address };
}

/** The customer closed the mobile-card popup before it answered: its cancel (spec 000 §8). */
export function closedPopupReturn(): PaymentReturn {
  const cancelled = mobileCardStart({ resultCode: null, userCancelled: true });
  const code = cancelled.ok ? 'PAYMENT_CANCELLED' : cancelled.rejection.code;
  return unpaidReturn(isUnpaidReturnCode(code) ? code : 'PAYMENT_CANCELLED');
}

/** What the customer can answer on a payment page: the provider's three, and closing its popup. */
export const PAYMENT_ANSWERS = ['approve', 'decline', 'cancel', 'close'] as const;
export type PaymentAnswer = (typeof PAYMENT_ANSWERS)[number];
export type { ProviderAnswer };

/**
 * How `answer` reaches the provider for the placed order's payment page: by the provider, or (a
 * closed popup) at once; refused where the order has no payment page or the page has no popup.
 */
export function answerRoute(
  redirectUrl: string | null,
  answer: PaymentAnswer,
):
  | { readonly kind: 'provider'; readonly page: string; readonly answer: ProviderAnswer }
  | { readonly kind: 'returned'; readonly to: PaymentReturn }
  | { readonly kind: 'refused'; readonly code: MessageCode } {
  const handoff = paymentHandoff(redirectUrl);
  if (handoff.kind === 'none') return { kind: 'refused', code: 'PAYMENT_PAGE_NONE' };
  if (answer !== 'close') return { kind: 'provider', page: handoff.url, answer };
  return handoff.kind === 'popup'
    ? { kind: 'returned', to: closedPopupReturn() }
    : { kind: 'refused', code: 'PAYMENT_PAGE_NOT_POPUP' };
}
