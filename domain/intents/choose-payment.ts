// ChoosePayment: a method the restaurant takes; switching online → on-site while a discount or
// coupon applies asks first and clears the coupon; a change of kind refreshes the server cart
// with payment_type online or offline (spec 000 §4 "Coupon"). One workflow, read top to bottom;
// the refresh is asked only when the way goes on that far (a switch accepted that changes the kind,
// with a server cart to refresh).

import { gatewayFailureRejection, isServiceDown } from '../checkout/error-mapping.ts';
import { isPaymentMethod } from '../checkout/payment.ts';
import { decidePaymentSwitch } from '../checkout/payment-switch.ts';
import { productLines } from '../checkout/product-lines.ts';
import { restaurantTakes } from '../checkout/restaurant-takes.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { CartSubmitRequest, PaymentKind } from '../ports/gateway.ts';
import { viewCheckout } from '../projections/checkout-view.ts';
import { askToConfirm, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type ChoosePayment = CommandOf<'ChoosePayment'>;
type RefreshCartRequest = CartSubmitRequest & { readonly uuid: string };

/** The switch rules' answer, or the refusal; `refresh` is the payment kind the server cart needs. */
function paymentSwitch(command: ChoosePayment, state: State) {
  const { checkout, catalog } = state;
  // one of the methods: the command's codec (checked before any handler runs) holds no other
  const to = command.payment;
  if (catalog !== null && !restaurantTakes(catalog.restaurant, to)) return refuse('PAYMENT_NOT_ALLOWED');
  const from = checkout.payment !== null && isPaymentMethod(checkout.payment) ? checkout.payment : null;
  return {
    to,
    switch: decidePaymentSwitch({
      from,
      to,
      discountApplies: viewCheckout(state).discounts.length > 0,
      coupon: checkout.coupon.status === 'verified' ? checkout.coupon : { status: 'none' },
      cartPaymentType: checkout.server?.paymentKind ?? 'online',
      confirmed: command.confirmed === true,
    }),
  };
}

/** The request refreshing the server cart for payment kind `refresh`; null when there is none to refresh. */
function refreshRequest(state: State, refresh: PaymentKind): RefreshCartRequest | null {
  const { checkout, catalog, session, cart } = state;
  const server = checkout.server;
  const location = session.location;
  if (server === null || catalog === null || location === null || session.customerId === null) return null;
  return {
    uuid: server.uuid,
    customer_id: session.customerId,
    restaurant_id: catalog.restaurant.id,
    point: location.point,
    zipcode: location.zipcode,
    payment_type: refresh,
    products: productLines(cart, catalog.menu),
  };
}

export function* choosePaymentFlow(command: ChoosePayment, state: State): Workflow {
  const chosen = paymentSwitch(command, state);
  if (!('switch' in chosen)) return chosen;
  const { to, switch: decision } = chosen;
  if (!decision.ok) return askToConfirm(decision.rejection);
  const { clearsCoupon, refresh } = decision.value;
  const { checkout } = state;
  const events: EventDraft[] = [];
  if (clearsCoupon && checkout.coupon.status === 'verified')
    events.push(draft('CouponCancelled', { code: checkout.coupon.code }));
  events.push(draft('PaymentChosen', { payment: to }));
  const request = refresh === null ? null : refreshRequest(state, refresh);
  if (request === null) return { events };
  const refreshed = yield* ask('gateway', 'refreshCart', request);
  // The service down is its text (spec 000 §8 "General"); a refresh the server refused is the switch's.
  if (!refreshed.ok && isServiceDown(refreshed.failure))
    return refuseWith(gatewayFailureRejection(refreshed.failure, 'PAYMENT_SWITCH_FAILED'));
  const serverCart = refreshed.ok ? refreshed.value.cart : null;
  if (!refreshed.ok || serverCart === null || refreshed.value.errors.length > 0)
    return refuse('PAYMENT_SWITCH_FAILED');
  events.push(
    draft('CartInserted', {
      uuid: serverCart.uuid,
      signature: serverCart.signature,
      admCode: serverCart.adm_code,
      paymentKind: request.payment_type,
    }),
  );
  return { events };
}

export const handleChoosePayment = workflow(choosePaymentFlow);
