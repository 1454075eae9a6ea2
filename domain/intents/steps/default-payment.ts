// The preselected payment when the checkout opens (spec 000 §4 "Payment defaults"): members get
// one, guests none; an online restaurant prefers card, on mobile then MOBILE, then the portal
// wallet, among the methods the payment host offers.
import { defaultPayment, fromCheckoutMethodType, type PaymentMethod } from '../../checkout/payment.ts';
import type { Ports } from '../../ports/gateway.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';

export async function defaultPaymentEvents(state: State, ports: Ports): Promise<EventDraft[]> {
  const { checkout, catalog, session } = state;
  if (checkout.payment !== null || catalog === null || !session.loggedIn) return [];
  const restaurant = catalog.restaurant;
  const online = restaurant.payment_methods.includes('online');
  const available: PaymentMethod[] = [];
  if (online) {
    const methods = await ports.gateway.paymentMethods();
    // Without the payment host's answer no online method is preselected; the on-site rule applies.
    if (methods.ok) {
      for (const m of methods.value) {
        const method = m.available ? fromCheckoutMethodType(m.checkout_method_type) : null;
        if (method !== null) available.push(method);
      }
    }
  }
  const chosen = defaultPayment({
    member: true,
    restaurant,
    online,
    mobile: ports.device.isMobile(),
    available,
  });
  return chosen === null ? [] : [draft('PaymentChosen', { payment: chosen })];
}
