// ChoosePayment: a method the restaurant takes; switching online → on-site while a discount or
// coupon applies asks first and clears the coupon; a change of kind refreshes the server cart
// with payment_type online or offline (spec 000 §4 "Coupon").

import { isPaymentMethod } from '../checkout/payment.ts';
import { decidePaymentSwitch } from '../checkout/payment-switch.ts';
import { productLines } from '../checkout/product-lines.ts';
import { restaurantTakes } from '../checkout/restaurant-takes.ts';
import type { CommandOf } from '../commands/commands.ts';
import { viewCheckout } from '../projections/checkout-view.ts';
import { askToConfirm, draft, type EventDraft, refuse } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleChoosePayment({
  command,
  state,
  ports,
}: HandlerContext<CommandOf<'ChoosePayment'>>) {
  const { checkout, catalog, session, cart } = state;
  const to = command.payment;
  if (!isPaymentMethod(to)) return refuse('PAYMENT_REQUIRED');
  if (catalog !== null && !restaurantTakes(catalog.restaurant, to)) return refuse('PAYMENT_NOT_ALLOWED');
  const from = checkout.payment !== null && isPaymentMethod(checkout.payment) ? checkout.payment : null;

  const decision = decidePaymentSwitch({
    from,
    to,
    discountApplies: viewCheckout(state).discounts.length > 0,
    coupon: checkout.coupon.status === 'verified' ? checkout.coupon : { status: 'none' },
    cartPaymentType: checkout.server?.paymentKind ?? 'online',
    confirmed: command.confirmed === true,
  });
  if (decision.kind === 'needs-confirmation') return askToConfirm(decision.rejection);

  const events: EventDraft[] = [];
  if (decision.events.some((e) => e.type === 'CouponCleared') && checkout.coupon.status === 'verified') {
    events.push(draft('CouponCancelled', { code: checkout.coupon.code }));
  }
  events.push(draft('PaymentChosen', { payment: to }));

  const server = checkout.server;
  const location = session.location;
  if (
    decision.refresh !== null &&
    server !== null &&
    catalog !== null &&
    location !== null &&
    session.customerId !== null
  ) {
    const refreshed = await ports.gateway.refreshCart({
      uuid: server.uuid,
      customer_id: session.customerId,
      restaurant_id: catalog.restaurant.id,
      point: location.point,
      zipcode: location.zipcode,
      payment_type: decision.refresh,
      products: productLines(cart, catalog.menu),
    });
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
  }
  return { events };
}
