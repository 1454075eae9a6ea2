// The preselected payment when the checkout opens (spec 000 §4 "Payment defaults"): members get
// one, guests none; an online restaurant prefers card, on mobile then MOBILE, then the portal
// wallet, among the methods the payment host offers (asked only when the restaurant is online).
import { defaultPayment, fromCheckoutMethodType, type PaymentMethod } from '../../checkout/payment.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';
import { ask, type Workflow } from '../../store/workflow.ts';

function payingMember(state: State) {
  const { checkout, catalog, session } = state;
  if (checkout.payment !== null || catalog === null || !session.loggedIn) return null;
  return { restaurant: catalog.restaurant, online: catalog.restaurant.payment_methods.includes('online') };
}

/** The member's preselected payment, if any: the payment host's methods asked only for an online restaurant. */
export function* defaultPaymentEvents(state: State): Workflow<EventDraft[]> {
  const member = payingMember(state);
  if (member === null) return [];
  const { restaurant, online } = member;
  const methods = online ? yield* ask('gateway', 'paymentMethods') : null;
  const mobile = yield* ask('device', 'isMobile');
  const available: PaymentMethod[] = [];
  // Without the payment host's answer no online method is preselected; the on-site rule applies.
  if (methods?.ok) {
    for (const m of methods.value) {
      const method = m.available ? fromCheckoutMethodType(m.checkout_method_type) : null;
      if (method !== null) available.push(method);
    }
  }
  const chosen = defaultPayment({ member: true, restaurant, online, mobile, available });
  return chosen === null ? [] : [draft('PaymentChosen', { payment: chosen })];
}
