// GoToCheckout: the cart's checks in the spec's order (minimum price, discount minimum, stock when
// stock_management), then checkout entry: the cart is submitted to the server assuming online
// payment; on success passed_insert_cart holds, on failure the first meta error is shown.
// One workflow, read top to bottom, each step once; a call is asked only when the way goes on that
// far: the restaurant again for a lost read or a moved delivery point (the rest is decided on the
// state it makes), the blocklist, an anonymous customer id, the stock check, the cart insert, then
// the discount information and the payment methods for the inserted cart.
import { type CheckoutConfirmation, goToCheckout } from '../cart/go-to-checkout.ts';
import { blockedUserGate } from '../checkout/blocked-user-gate.ts';
import { checkoutEntryFailure } from '../checkout/cart-submit-errors.ts';
import { gatewayFailureRejection, stockCheckFailureRejection } from '../checkout/error-mapping.ts';
import { orderingPreconditions } from '../checkout/form-validation.ts';
import { productLines } from '../checkout/product-lines.ts';
import type { CommandOf } from '../commands/commands.ts';
import type {
  CartAnswer,
  CartSubmitRequest,
  StockCheckAnswer,
  StockCheckRequest,
  StockDiscountInfo,
} from '../ports/cart-types.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
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
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';
import { defaultPaymentEvents } from './steps/default-payment.ts';
import { discountInfoEvents } from './steps/discount-info.ts';
import { ensureCustomer } from './steps/ensure-customer.ts';
import { followLocation } from './steps/follow-location.ts';
import { restoreRestaurant } from './steps/restore-restaurant.ts';

type GoToCheckout = CommandOf<'GoToCheckout'>;

const allSteps: readonly CheckoutConfirmation[] = ['min-order', 'discount-minimum', 'member-only'];

const stops = <T extends object>(step: Decision | T): step is Decision => 'events' in step;

/** The cart's checks and the confirmations: the decision that stops here, or what checkout entry needs. */
function entry(command: GoToCheckout, state: State, cookiesEnabled: boolean) {
  const { cart, catalog, session } = state;
  if (cart.items.length === 0) return refuse('CART_EMPTY');
  if (catalog === null || catalog.restaurant.id !== cart.restaurant_id)
    return refuse('RESTAURANT_LOAD_FAILED');
  const { restaurant } = catalog;
  const location = session.location;
  if (location === null) return refuse('LOCATION_UNKNOWN', {}, paths.location);
  const pre = orderingPreconditions({
    cookiesEnabled,
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
  return {
    restaurant,
    location,
    total,
    checkStock: next.kind === 'check-stock',
    products: productLines(cart, catalog.menu),
  };
}

type Entry = Exclude<ReturnType<typeof entry>, Decision>;

/**
 * A blocked customer (id and phone) cannot check out (spec 000 §5 "Blocked user"); a member's phone
 * is known from the login, a guest's only at order submit, where it is checked again.
 */
function knownCustomer(state: State) {
  const { customerId, lastLoginPhone } = state.session;
  return customerId !== null && lastLoginPhone !== null ? { customerId, phone: lastLoginPhone } : null;
}

function stockRequest(state: State, at: Entry, customerId: string): StockCheckRequest {
  const { cart, session } = state;
  const applied = additionalDeliveryDiscount(at.restaurant, {
    itemsTotal: at.total,
    perMenuAmount: perMenuDiscountBase(cart.items),
    isMember: session.loggedIn,
  });
  const offer = additionalDeliveryOffer(at.restaurant);
  const discountInfo: StockDiscountInfo | null =
    applied === 0 || offer === null ? null : { additional_discount: applied, is_per_menu: offer.is_per_menu };
  return {
    restaurant_id: at.restaurant.id,
    customer_id: customerId,
    point: at.location.point,
    items: at.products,
    discount_info: discountInfo,
  };
}

function stockRefusal(stock: GatewayResult<StockCheckAnswer>, events: readonly EventDraft[]) {
  if (!stock.ok) return refuseWith(stockCheckFailureRejection(stock.failure), events);
  if (stock.value.success) return null;
  const { title, body, items } = stock.value;
  return refuseWith({ ...rejection('STOCK_EXCEEDED'), details: { title, body, items } }, events);
}

const cartRequest = (at: Entry, customerId: string): CartSubmitRequest => ({
  customer_id: customerId,
  restaurant_id: at.restaurant.id,
  point: at.location.point,
  zipcode: at.location.zipcode,
  payment_type: 'online',
  products: at.products,
});

/** The server's cart, or the refusal (recording the failed insert after `events`). */
function insertedCart(inserted: GatewayResult<CartAnswer>, events: readonly EventDraft[]) {
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
  return { server };
}

/** From the cart's checks to the checkout opened on the server's cart, on the state `state`. */
function* enter(command: GoToCheckout, state: State): Workflow {
  const at = entry(command, state, yield* ask('device', 'cookiesEnabled'));
  if (stops(at)) return at;
  const known = knownCustomer(state);
  if (known !== null) {
    const blocked = blockedUserGate(yield* ask('blocklist', 'isBlocked', known.customerId, known.phone));
    if (!blocked.ok) return refuseWith(blocked.rejection);
  }
  const customer = yield* ensureCustomer(state, 'ORDER_NOT_PROCESSED');
  if (!customer.ok) return refuseWith(customer.rejection);
  const events: EventDraft[] = [...customer.events];
  if (at.checkStock) {
    const stock = yield* ask('gateway', 'checkStock', stockRequest(state, at, customer.customerId));
    const refused = stockRefusal(stock, events);
    if (refused !== null) return refused;
  }
  events.push(draft('CheckoutStarted', { restaurantId: at.restaurant.id }));
  const cart = insertedCart(
    yield* ask('gateway', 'submitCart', cartRequest(at, customer.customerId)),
    events,
  );
  if (stops(cart)) return cart;
  const { server } = cart;
  events.push(
    draft('CartInserted', {
      uuid: server.uuid,
      signature: server.signature,
      admCode: server.adm_code,
      paymentKind: 'online',
    }),
  );
  events.push(
    ...(yield* discountInfoEvents(server, customer.customerId, at.location.point, at.restaurant.id)),
  );
  events.push(...(yield* defaultPaymentEvents(state)));
  return { events, navigate: paths.checkout };
}

/**
 * GoToCheckout's workflow (ReturnFromPayment and AnswerPayment end on it too): the cart's
 * restaurant read again when lost or moved, then the checkout entered from the state that makes,
 * their events first.
 */
export function* goToCheckoutFlow(command: GoToCheckout, opened: State, now: number): Workflow {
  const restored = yield* restoreRestaurant(opened, now);
  if (stops(restored)) return restored;
  const followed = yield* followLocation(restored.state, now);
  if (stops(followed)) return followed;
  const decision = yield* enter(command, followed.state);
  return { ...decision, events: [...restored.restored, ...followed.refreshed, ...decision.events] };
}

export const handleGoToCheckout = workflow(goToCheckoutFlow);
