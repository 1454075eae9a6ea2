// GoToCheckout: the cart's checks in the spec's order (minimum price, discount minimum, stock when
// stock_management), then checkout entry: the cart is submitted to the server assuming online
// payment; on success passed_insert_cart holds, on failure the first meta error is shown.
// Gathered in stages, each call only when the decision so far goes on (the same pure steps answer
// both): the restaurant again for a moved delivery point (the rest is decided on the state it
// makes), the blocklist, an anonymous customer id, the stock check, the cart insert, then the
// discount information and the payment methods for the inserted cart.
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
import type { CheckoutMethod, DiscountInfo } from '../ports/checkout-queries.ts';
import { type GatewayResult, unanswered } from '../ports/gateway-failure.ts';
import {
  additionalDeliveryDiscount,
  additionalDeliveryOffer,
  checkDiscountMov,
  checkMinOrder,
  itemsTotal,
  perMenuDiscountBase,
} from '../pricing/index.ts';
import type { Restaurant } from '../restaurant/types.ts';
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
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { defaultPaymentEvents, wantsPaymentMethods } from './steps/default-payment.ts';
import { discountInfoEvents, discountInfoRequest } from './steps/discount-info.ts';
import { askCustomer, type CustomerAnswer, customerOf } from './steps/ensure-customer.ts';
import { followLocation, movedRestaurant } from './steps/follow-location.ts';
import { type RestoredRead, readLostRestaurant, restoreRestaurant } from './steps/restore-restaurant.ts';

type GoToCheckout = CommandOf<'GoToCheckout'>;

export interface GoToCheckoutFacts {
  /** The dispatch's time (the refreshed restaurant's event is applied at it). */
  readonly now: number;
  readonly cookiesEnabled: boolean;
  readonly mobile: boolean;
  /** The cart's restaurant read again after its read expired; null when one is held. */
  readonly restored?: RestoredRead | null;
  /** The restaurant asked again for a moved delivery point; null when nothing moved. */
  readonly restaurant: GatewayResult<Restaurant> | null;
  /** The blocklist's answer for a member's id and phone; null when not asked. */
  readonly blocked: boolean | null;
  /** The anonymous customer id for a guest; null when not asked. */
  readonly customer: CustomerAnswer | null;
  /** The stock check (stock_management); null when not asked. */
  readonly stock: GatewayResult<StockCheckAnswer> | null;
  /** The cart insert; null when not sent. */
  readonly inserted: GatewayResult<CartAnswer> | null;
  /** The discount information for the inserted cart; null when not asked. */
  readonly discountInfo: GatewayResult<DiscountInfo> | null;
  /** The payment host's methods for a member's default payment; null when not asked. */
  readonly paymentMethods: GatewayResult<readonly CheckoutMethod[]> | null;
}

/** The facts before any call: the dispatch's time and what the device says. */
export const nothingAsked = (now: number, cookiesEnabled: boolean, mobile: boolean): GoToCheckoutFacts => ({
  now,
  cookiesEnabled,
  mobile,
  restored: null,
  restaurant: null,
  blocked: null,
  customer: null,
  stock: null,
  inserted: null,
  discountInfo: null,
  paymentMethods: null,
});

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

function stockRefusal(stock: GatewayResult<StockCheckAnswer> | null, events: readonly EventDraft[]) {
  const answer = unanswered(stock);
  if (!answer.ok) return refuseWith(stockCheckFailureRejection(answer.failure), events);
  if (answer.value.success) return null;
  const { title, body, items } = answer.value;
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
function insertedCart(inserted: GatewayResult<CartAnswer> | null, events: readonly EventDraft[]) {
  const answer = unanswered(inserted);
  if (!answer.ok) {
    const r = gatewayFailureRejection(answer.failure, 'CHECKOUT_NOT_INSERTED');
    return refuseWith(r, [...events, draft('CartInsertFailed', { message: r.message })]);
  }
  // Refusals here are meta.errors (the first message is shown); the [type, message] entries of
  // spec 000 §8 answer the order submit (submit-order.ts).
  const server = answer.value.cart;
  if (server === null || answer.value.errors.length > 0) {
    const r = checkoutEntryFailure(answer.value);
    return refuseWith(r, [...events, draft('CartInsertFailed', { message: r.message })]);
  }
  return { server };
}

export async function gather({
  command,
  state: opened,
  ports,
  now,
}: HandlerContext<GoToCheckout>): Promise<GoToCheckoutFacts> {
  const facts: { -readonly [K in keyof GoToCheckoutFacts]: GoToCheckoutFacts[K] } = nothingAsked(
    now,
    ports.device.cookiesEnabled(),
    ports.device.isMobile(),
  );
  facts.restored = await readLostRestaurant(opened, ports);
  const restored = restoreRestaurant(opened, facts.restored, now);
  if (stops(restored)) return facts;
  const moved = movedRestaurant(restored.state);
  if (moved !== null) facts.restaurant = await ports.gateway.restaurant(moved);
  const followed = followLocation(restored.state, facts.restaurant, now);
  if (stops(followed)) return facts;
  const { state } = followed;
  const at = entry(command, state, facts.cookiesEnabled);
  if (stops(at)) return facts;

  const known = knownCustomer(state);
  if (known !== null) {
    facts.blocked = await ports.blocklist.isBlocked(known.customerId, known.phone);
    if (!blockedUserGate(facts.blocked).ok) return facts;
  }
  facts.customer = await askCustomer(state, ports);
  const customer = customerOf(state, facts.customer, 'ORDER_NOT_PROCESSED');
  if (!customer.ok) return facts;
  if (at.checkStock) {
    facts.stock = await ports.gateway.checkStock(stockRequest(state, at, customer.customerId));
    if (stockRefusal(facts.stock, []) !== null) return facts;
  }
  facts.inserted = await ports.gateway.submitCart(cartRequest(at, customer.customerId));
  const cart = insertedCart(facts.inserted, []);
  if (stops(cart)) return facts;
  facts.discountInfo = await ports.gateway.discountInfo(
    discountInfoRequest(cart.server, customer.customerId, at.location.point, at.restaurant.id),
  );
  if (wantsPaymentMethods(state)) facts.paymentMethods = await ports.gateway.paymentMethods();
  return facts;
}

function decideAt(command: GoToCheckout, state: State, facts: GoToCheckoutFacts): Decision {
  const at = entry(command, state, facts.cookiesEnabled);
  if (stops(at)) return at;
  if (knownCustomer(state) !== null) {
    const blocked = blockedUserGate(facts.blocked ?? false);
    if (!blocked.ok) return refuseWith(blocked.rejection);
  }
  const customer = customerOf(state, facts.customer, 'ORDER_NOT_PROCESSED');
  if (!customer.ok) return refuseWith(customer.rejection);
  const events: EventDraft[] = [...customer.events];
  if (at.checkStock) {
    const refused = stockRefusal(facts.stock, events);
    if (refused !== null) return refused;
  }
  events.push(draft('CheckoutStarted', { restaurantId: at.restaurant.id }));
  const cart = insertedCart(facts.inserted, events);
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
  events.push(...discountInfoEvents(facts.discountInfo));
  events.push(...defaultPaymentEvents(state, facts.paymentMethods, facts.mobile));
  return { events, navigate: paths.checkout };
}

export function decide(command: GoToCheckout, state: State, facts: GoToCheckoutFacts): Decision {
  const restored = restoreRestaurant(state, facts.restored ?? null, facts.now);
  if (stops(restored)) return restored;
  const followed = followLocation(restored.state, facts.restaurant, facts.now);
  if (stops(followed)) return followed;
  // Go on from the state the restored and refreshed restaurant makes, keeping their events first.
  const decision = decideAt(command, followed.state, facts);
  return { ...decision, events: [...restored.restored, ...followed.refreshed, ...decision.events] };
}

export const handleGoToCheckout = gathered(gather, decide);
