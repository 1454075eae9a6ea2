// ChoosePayment: a method the restaurant takes; switching online → on-site while a discount or
// coupon applies asks first and clears the coupon; a change of kind refreshes the server cart
// with payment_type online or offline (spec 000 §4 "Coupon").

import { gatewayFailureRejection, isServiceDown } from '../checkout/error-mapping.ts';
import { isPaymentMethod } from '../checkout/payment.ts';
import { decidePaymentSwitch } from '../checkout/payment-switch.ts';
import { productLines } from '../checkout/product-lines.ts';
import { restaurantTakes } from '../checkout/restaurant-takes.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { CartAnswer } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { viewCheckout } from '../projections/checkout-view.ts';
import {
  askToConfirm,
  type Decision,
  draft,
  type EventDraft,
  refuse,
  refuseWith,
} from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type ChoosePayment = CommandOf<'ChoosePayment'>;

export interface ChoosePaymentFacts {
  /** The server cart refreshed for the new payment kind; null when no refresh was needed. */
  readonly refreshed: GatewayResult<CartAnswer> | null;
}

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

export async function gather({
  command,
  state,
  ports,
}: HandlerContext<ChoosePayment>): Promise<ChoosePaymentFacts> {
  const chosen = paymentSwitch(command, state);
  if (!('switch' in chosen) || chosen.switch.kind === 'needs-confirmation') return { refreshed: null };
  const { checkout, catalog, session, cart } = state;
  const server = checkout.server;
  const location = session.location;
  const refresh = chosen.switch.refresh;
  if (
    refresh === null ||
    server === null ||
    catalog === null ||
    location === null ||
    session.customerId === null
  )
    return { refreshed: null };
  const refreshed = await ports.gateway.refreshCart({
    uuid: server.uuid,
    customer_id: session.customerId,
    restaurant_id: catalog.restaurant.id,
    point: location.point,
    zipcode: location.zipcode,
    payment_type: refresh,
    products: productLines(cart, catalog.menu),
  });
  return { refreshed };
}

export function decide(command: ChoosePayment, state: State, { refreshed }: ChoosePaymentFacts): Decision {
  const chosen = paymentSwitch(command, state);
  if (!('switch' in chosen)) return chosen;
  const { to, switch: decision } = chosen;
  if (decision.kind === 'needs-confirmation') return askToConfirm(decision.rejection);
  const { checkout } = state;
  const events: EventDraft[] = [];
  if (decision.events.some((e) => e.type === 'CouponCleared') && checkout.coupon.status === 'verified') {
    events.push(draft('CouponCancelled', { code: checkout.coupon.code }));
  }
  events.push(draft('PaymentChosen', { payment: to }));
  if (refreshed === null || decision.refresh === null) return { events };
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
      paymentKind: decision.refresh,
    }),
  );
  return { events };
}

export const handleChoosePayment = gathered(gather, decide);
