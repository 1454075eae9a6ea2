// GoToCheckout: the cart's checks in the spec's order (minimum price, discount minimum, stock when
// stock_management), then checkout entry: the cart is submitted to the server assuming online
// payment; on success passed_insert_cart holds, on failure the first meta error is shown.
import { type CheckoutConfirmation, goToCheckout } from '../cart/go-to-checkout.ts';
import { blockedUserGate } from '../checkout/blocked-user-gate.ts';
import { checkoutEntryFailure } from '../checkout/cart-submit-errors.ts';
import { gatewayFailureRejection, stockCheckFailureRejection } from '../checkout/error-mapping.ts';
import { orderingPreconditions } from '../checkout/form-validation.ts';
import { productLines } from '../checkout/product-lines.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Event } from '../events/events.ts';
import type { StockDiscountInfo } from '../ports/gateway.ts';
import {
  additionalDeliveryDiscount,
  additionalDeliveryOffer,
  checkDiscountMov,
  checkMinOrder,
  itemsTotal,
  perMenuDiscountBase,
} from '../pricing/index.ts';
import { rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import {
  askToConfirm,
  type Decision,
  draft,
  type EventDraft,
  refuse,
  refuseWith,
} from '../store/decision.ts';
import { evolve } from '../store/evolve.ts';
import type { HandlerContext } from '../store/handler.ts';
import { defaultPaymentEvents } from './steps/default-payment.ts';
import { discountInfoEvents } from './steps/discount-info.ts';
import { ensureCustomer } from './steps/ensure-customer.ts';
import { followLocation } from './steps/follow-location.ts';

const allSteps: readonly CheckoutConfirmation[] = ['min-order', 'discount-minimum', 'member-only'];

async function checkoutFrom({ command, state, ports }: HandlerContext<CommandOf<'GoToCheckout'>>) {
  const { cart, catalog, session } = state;
  if (cart.items.length === 0) return refuse('CART_EMPTY');
  if (catalog === null || catalog.restaurant.id !== cart.restaurant_id)
    return refuse('RESTAURANT_LOAD_FAILED');
  const { restaurant } = catalog;
  const location = session.location;
  if (location === null) return refuse('LOCATION_UNKNOWN', {}, paths.location);
  const pre = orderingPreconditions({
    cookiesEnabled: ports.device.cookiesEnabled(),
    restaurant,
    locationSet: true,
    staffView: catalog.staff,
  });
  if (!pre.ok) return refuseWith(pre.rejection);

  const total = itemsTotal(cart);
  const discountMov = checkDiscountMov(restaurant, {
    itemsTotal: total,
    perMenuAmount: perMenuDiscountBase(cart.items),
    isMember: session.loggedIn,
  });
  const confirmed =
    command.confirmed === true
      ? allSteps
      : allSteps.filter((step) => (command.confirmations ?? []).includes(step));
  const next = goToCheckout({
    cart,
    restaurant,
    loggedIn: session.loggedIn,
    confirmed,
    checks: { minOrder: checkMinOrder(restaurant, total), discountMinimum: discountMov },
  });
  if (next.kind === 'rejected') return refuseWith(next.rejection);
  if (next.kind === 'confirm') return askToConfirm({ ...next.rejection, details: { step: next.step } });
  // Member-only discount: "yes" logs in; dispatching again with the step confirmed goes on without it.
  if (next.kind === 'login')
    return askToConfirm({ ...next.rejection, details: { step: next.step, login: true } });

  // A blocked customer (id and phone) cannot check out (spec 000 §5 "Blocked user"); a member's phone
  // is known from the login, a guest's only at order submit, where it is checked again.
  const knownPhone = session.lastLoginPhone;
  if (session.customerId !== null && knownPhone !== null) {
    const blocked = blockedUserGate(await ports.blocklist.isBlocked(session.customerId, knownPhone));
    if (!blocked.ok) return refuseWith(blocked.rejection);
  }

  const customer = await ensureCustomer(state, ports);
  if (!customer.ok) return refuseWith(gatewayFailureRejection(customer.failure, 'ORDER_NOT_PROCESSED'));
  const events: EventDraft[] = [...customer.events];
  const products = productLines(cart, catalog.menu);

  if (next.kind === 'check-stock') {
    const applied = additionalDeliveryDiscount(restaurant, {
      itemsTotal: total,
      perMenuAmount: perMenuDiscountBase(cart.items),
      isMember: session.loggedIn,
    });
    const offer = additionalDeliveryOffer(restaurant);
    const discountInfo: StockDiscountInfo | null =
      applied === 0 || offer === null
        ? null
        : { additional_discount: applied, is_per_menu: offer.is_per_menu };
    const stock = await ports.gateway.checkStock({
      restaurant_id: restaurant.id,
      customer_id: customer.customerId,
      point: location.point,
      items: products,
      discount_info: discountInfo,
    });
    if (!stock.ok) return refuseWith(stockCheckFailureRejection(stock.failure), events);
    if (!stock.value.success) {
      return refuseWith(
        {
          ...rejection('STOCK_EXCEEDED'),
          details: { title: stock.value.title, body: stock.value.body, items: stock.value.items },
        },
        events,
      );
    }
  }

  events.push(draft('CheckoutStarted', { restaurantId: restaurant.id }));
  const inserted = await ports.gateway.submitCart({
    customer_id: customer.customerId,
    restaurant_id: restaurant.id,
    point: location.point,
    zipcode: location.zipcode,
    payment_type: 'online',
    products,
  });
  if (!inserted.ok) {
    const r = gatewayFailureRejection(inserted.failure, 'CHECKOUT_NOT_INSERTED');
    return refuseWith(r, [...events, draft('CartInsertFailed', { message: r.message })]);
  }
  // Refusals here are meta.errors (the first message is shown); the [type, message] entries of
  // spec 000 §8 answer the order submit (submit-order.ts).
  const server = inserted.value.cart;
  if (server === null || inserted.value.errors.length > 0) {
    const r = checkoutEntryFailure(inserted.value);
    return refuseWith(r, [...events, draft('CartInsertFailed', { message: r.message })]);
  }
  events.push(
    draft('CartInserted', {
      uuid: server.uuid,
      signature: server.signature,
      admCode: server.adm_code,
      paymentKind: 'online',
    }),
  );
  events.push(
    ...(await discountInfoEvents(server, customer.customerId, location.point, restaurant.id, ports)),
  );
  events.push(...(await defaultPaymentEvents(state, ports)));
  return { events, navigate: paths.checkout };
}

export async function handleGoToCheckout(ctx: HandlerContext<CommandOf<'GoToCheckout'>>): Promise<Decision> {
  const moved = await followLocation(ctx.state, ctx.ports);
  if (moved === null) return checkoutFrom(ctx);
  if ('rejection' in moved) return moved;
  // Go on from the state the refreshed restaurant makes (evolve is pure), keeping its events first.
  const state = moved.events.reduce(
    (s, e) => evolve(s, { ...e, metadata: { at: ctx.now } } as Event),
    ctx.state,
  );
  const decision = await checkoutFrom({ ...ctx, state });
  return { ...decision, events: [...moved.events, ...decision.events] };
}
