// The preselected payment when the checkout opens (spec 000 §4 "Payment defaults"): members get
// one, guests none; an online restaurant prefers card, on mobile then MOBILE, then the portal
// wallet, among the methods the payment host offers (asked only when the restaurant is online).
import { defaultPayment, fromCheckoutMethodType, type PaymentMethod } from '../../checkout/payment.ts';
import type { CheckoutMethod } from '../../ports/checkout-queries.ts';
import type { GatewayResult } from '../../ports/gateway-failure.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';

function payingMember(state: State) {
  const { checkout, catalog, session } = state;
  if (checkout.payment !== null || catalog === null || !session.loggedIn) return null;
  return { restaurant: catalog.restaurant, online: catalog.restaurant.payment_methods.includes('online') };
}

/** Whether the payment host's methods are needed to choose the default. */
export const wantsPaymentMethods = (state: State): boolean => payingMember(state)?.online === true;

export function defaultPaymentEvents(
  state: State,
  methods: GatewayResult<readonly CheckoutMethod[]> | null,
  mobile: boolean,
): EventDraft[] {
  const member = payingMember(state);
  if (member === null) return [];
  const { restaurant, online } = member;
  const available: PaymentMethod[] = [];
  // Without the payment host's answer no online method is preselected; the on-site rule applies.
  if (online && methods?.ok) {
    for (const m of methods.value) {
      const method = m.available ? fromCheckoutMethodType(m.checkout_method_type) : null;
      if (method !== null) available.push(method);
    }
  }
  const chosen = defaultPayment({ member: true, restaurant, online, mobile, available });
  return chosen === null ? [] : [draft('PaymentChosen', { payment: chosen })];
}
