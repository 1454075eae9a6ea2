// evolve(state, event): the one reducer. Pure: no clock, no ids, no I/O — everything it needs is
// in the event. Cart changes reset the server insert, since the server cart no longer matches.
// evolveAll(state, events) applies a batch in one immer draft (a replay): the same recipe, without
// a produce, a finalize and a deep freeze per event.
import { type Draft, freeze, isDraft, original, produce } from 'immer';
import type { Cart } from '../cart/types.ts';
import { cameBackUnpaid, verificationHolds } from '../checkout/next-order.ts';
import { prefilledPhone } from '../checkout/phone-prefill.ts';
import type { Event } from '../events/events.ts';
import { evolveAccount } from './evolve-account.ts';
import { evolveCart } from './evolve-cart.ts';
import { evolveOrders } from './evolve-orders.ts';
import { evolvePhone } from './evolve-phone.ts';
import { type CheckoutState, emptyPhoneSlot, initialCheckout, POLLS_KEPT, type State } from './state.ts';

function resetInsert(checkout: Draft<CheckoutState>): void {
  if (checkout.stage === 'placed') return;
  checkout.stage = 'idle';
  checkout.server = null;
  checkout.insertError = null;
}

/**
 * The cart as a plain value: evolveCart builds a new cart and never changes one, so the cart is
 * either still the base's (read it without a draft: no proxy per line) or one a batch assigned.
 */
function cartOf(s: Draft<State>): Cart {
  return (isDraft(s.cart) ? original(s.cart) : s.cart) as Cart;
}

/**
 * A new order after one was placed: the order, the server cart and the coupon start over; what the
 * customer typed for delivery (address detail, phone, payment) stays. After a completed order the
 * comment is cleared and the phone stays verified only within its lifetime; an online order that
 * came back unpaid is the same checkout tried again, keeping the verification, the comment and the
 * typed coupon code (checkout/next-order.ts). The kept values are copied: in a batch a later event
 * may change them in place.
 */
function newOrder(placed: CheckoutState, at: number): Draft<CheckoutState> {
  const again = cameBackUnpaid(placed.order, placed.loadedOrder?.order_number ?? null);
  const keepsPhone = again || verificationHolds(placed.phone, at);
  return {
    ...initialCheckout,
    phone: keepsPhone ? { ...placed.phone } : { ...initialCheckout.phone, number: placed.phone.number },
    coupon: { status: 'none' },
    couponInput: again ? placed.couponInput : '',
    comment: again ? placed.comment : '',
    addressDetail: placed.addressDetail,
    payment: placed.payment,
    pollsDone: [...placed.pollsDone],
    paymentReturn: placed.paymentReturn === null ? null : { ...placed.paymentReturn },
  } as Draft<CheckoutState>;
}

/** The order's exit poll is done (answered or closed): remembered, the oldest forgotten past POLLS_KEPT. */
function pollDone(checkout: Draft<CheckoutState>, orderNumber: string): void {
  const done = checkout.pollsDone.filter((n) => n !== orderNumber);
  done.push(orderNumber);
  checkout.pollsDone = done.slice(-POLLS_KEPT);
}

/**
 * One event applied to a draft (exported for the bench's plain-reducer anchor, which runs it on a
 * plain mutable copy; the app applies events only through evolve and evolveAll). In a batch, a later event may mutate what an earlier one assigned,
 * so an assigned object is never one shared with the base state or a constant: it is copied first.
 */
export function applyEvent(s: Draft<State>, event: Event): void {
  s.lastAt = event.metadata.at;
  switch (event.type) {
    case 'LocationSet':
      s.session.location = event.data.location;
      s.session.locationSetAt = event.metadata.at;
      return;
    // An expiry forgets only its own value: the cart is its own session value, without lifetime.
    case 'LocationExpired':
      s.session.location = null;
      s.session.locationSetAt = null;
      return;
    case 'RestaurantExpired':
      s.catalog = null;
      return;
    // The pending payment result is gone: the checkout starts again as after an unpaid return.
    case 'PlacedOrderExpired':
      if (s.checkout.stage === 'placed')
        s.checkout = newOrder(s.checkout as CheckoutState, event.metadata.at);
      return;
    case 'RestaurantOpened':
      s.catalog = { ...event.data, openedAt: event.metadata.at } as Draft<State['catalog']>;
      return;
    case 'CartCleared':
    case 'ItemAmountChanged':
    case 'ItemRemoved':
      s.cart = evolveCart(cartOf(s), event) as Draft<Cart>;
      resetInsert(s.checkout);
      return;
    case 'ItemAdded':
      if (s.checkout.stage === 'placed')
        s.checkout = newOrder(s.checkout as CheckoutState, event.metadata.at);
      s.cart = evolveCart(cartOf(s), event) as Draft<Cart>;
      resetInsert(s.checkout);
      return;
    case 'CustomerIdentified':
      s.session.customerId = event.data.customerId;
      s.session.anonymous = event.data.anonymous;
      return;
    case 'GuestRenewed':
      s.session.customerId = event.data.customerId;
      s.session.anonymous = true;
      // the server's cart, the verified phone and the checked coupon were the old customer's
      resetInsert(s.checkout);
      s.checkout.phone = { ...emptyPhoneSlot, refusedCodes: [], number: s.checkout.phone.number };
      if (s.checkout.coupon.status === 'verified') s.checkout.coupon = { status: 'none' };
      return;
    case 'CheckoutStarted':
      if (s.checkout.stage === 'placed')
        s.checkout = newOrder(s.checkout as CheckoutState, event.metadata.at);
      s.checkout.stage = 'started';
      s.checkout.phone.number = prefilledPhone({
        checkoutPhone: s.checkout.phone.number,
        loggedIn: s.session.loggedIn,
        lastLoginPhone: s.session.lastLoginPhone,
      });
      s.checkout.insertError = null;
      return;
    case 'CartInserted':
      s.checkout.stage = 'inserted';
      s.checkout.server = { ...event.data };
      s.checkout.insertError = null;
      return;
    case 'DiscountInfoLoaded':
      s.checkout.canUseCoupon = event.data.canUseCoupon;
      s.checkout.onlinePaymentDiscount =
        event.data.onlineAdditionalDiscount + event.data.onlineRestaurantDiscount;
      return;
    case 'CartInsertFailed':
      s.checkout.stage = 'failed';
      s.checkout.server = null;
      s.checkout.insertError = event.data.message;
      return;
    case 'AddressDetailEntered':
      s.checkout.addressDetail = event.data.detail;
      return;
    case 'PhoneEntered':
    case 'SmsCodeRequested':
    case 'SmsCodeRejected':
    case 'PhoneVerified':
      evolvePhone(s, event, event.metadata.at);
      return;
    case 'CouponCodeEntered':
      s.checkout.couponInput = event.data.code;
      return;
    case 'CouponApplied':
      s.checkout.couponInput = event.data.code;
      s.checkout.coupon = { status: 'verified', code: event.data.code, amount: event.data.amount };
      return;
    case 'CouponCancelled':
      s.checkout.coupon = { status: 'none' };
      s.checkout.couponInput = '';
      return;
    case 'PaymentChosen':
      s.checkout.payment = event.data.payment;
      return;
    case 'CommentEntered':
      s.checkout.comment = event.data.comment;
      return;
    case 'OrderPlaced':
      s.checkout.stage = 'placed';
      s.checkout.order = { ...event.data, placedAt: event.metadata.at };
      s.checkout.paymentReturn = null;
      evolveOrders(s, event);
      return;
    case 'PaymentReturned':
      s.checkout.paymentReturn = { ...event.data };
      return;
    case 'OrderProgressLoaded':
    case 'OrderCancelled':
    case 'OrderStatusesRead':
    case 'OrderHistoryLoaded':
    case 'Reordered':
      evolveOrders(s, event);
      return;
    case 'OrderLoaded':
      s.checkout.loadedOrder = event.data.order as Draft<CheckoutState['loadedOrder']>;
      s.checkout.loadedFor = s.session.customerId;
      return;
    case 'PollAnswered':
      s.checkout.poll = { number: event.data.number, text: event.data.text };
      pollDone(s.checkout, event.data.orderNumber);
      return;
    case 'ExitPollClosed':
      pollDone(s.checkout, event.data.orderNumber);
      return;
    case 'LoggedIn':
    case 'LoggedOut':
    case 'SocialJoinRequired':
    case 'MemberJoined':
    case 'UsernameFound':
    case 'PasswordInquirySent':
      evolveAccount(s, event);
      return;
    default: {
      const never: never = event;
      throw new TypeError(`unknown event ${JSON.stringify(never)}`);
    }
  }
}

export function evolve(state: State, event: Event): State {
  return produce(state, (s) => {
    applyEvent(s, event);
  });
}

/**
 * The events applied in order: the same state as folding them with `evolve`, made for a replay,
 * whose intermediate states nobody sees. The batch is applied by the same code to one working
 * copy of the state, mutated in place (no draft proxies, no copy or freeze per event), and the
 * result frozen once, as immer freezes what it produces.
 */
export function evolveAll(state: State, events: readonly Event[]): State {
  if (events.length === 0) return state;
  const work = structuredClone(state) as Draft<State>;
  for (const event of events) applyEvent(work, event);
  return freeze(work as State, true);
}
