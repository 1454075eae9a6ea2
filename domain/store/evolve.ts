// evolve(state, event): the one reducer. Pure: no clock, no ids, no I/O — everything it needs is
// in the event. Cart changes reset the server insert, since the server cart no longer matches.
import { type Draft, produce } from 'immer';
import type { Cart } from '../cart/types.ts';
import { cameBackUnpaid, verificationHolds } from '../checkout/next-order.ts';
import { prefilledPhone } from '../checkout/phone-prefill.ts';
import type { Event } from '../events/events.ts';
import { evolveAccount } from './evolve-account.ts';
import { evolveCart } from './evolve-cart.ts';
import { evolvePhone } from './evolve-phone.ts';
import { type CheckoutState, initialCheckout, type State } from './state.ts';

function resetInsert(checkout: Draft<CheckoutState>): void {
  if (checkout.stage === 'placed') return;
  checkout.stage = 'idle';
  checkout.server = null;
  checkout.insertError = null;
}

/**
 * A new order after one was placed: the order, the server cart and the coupon start over; what the
 * customer typed for delivery (address detail, phone, payment) stays. After a completed order the
 * comment is cleared and the phone stays verified only within its lifetime; an online order that came back unpaid is the same
 * checkout tried again, keeping the verification, the comment and the typed coupon code
 * (checkout/next-order.ts).
 */
function newOrder(placed: CheckoutState, at: number): Draft<CheckoutState> {
  const again = cameBackUnpaid(placed.order, placed.loadedOrder?.order_number ?? null);
  const keepsPhone = again || verificationHolds(placed.phone, at);
  return {
    ...initialCheckout,
    phone: keepsPhone ? placed.phone : { ...initialCheckout.phone, number: placed.phone.number },
    coupon: { status: 'none' },
    couponInput: again ? placed.couponInput : '',
    comment: again ? placed.comment : '',
    addressDetail: placed.addressDetail,
    payment: placed.payment,
  } as Draft<CheckoutState>;
}

export function evolve(state: State, event: Event): State {
  return produce(state, (s) => {
    s.lastAt = event.metadata.at;
    switch (event.type) {
      case 'LocationSet':
        s.session.location = event.data.location;
        return;
      case 'RestaurantOpened':
        s.catalog = { ...event.data, openedAt: event.metadata.at } as Draft<State['catalog']>;
        return;
      case 'CartCleared':
      case 'ItemAmountChanged':
      case 'ItemRemoved':
        s.cart = evolveCart(s.cart as Cart, event) as Draft<Cart>;
        resetInsert(s.checkout);
        return;
      case 'ItemAdded':
        if (s.checkout.stage === 'placed')
          s.checkout = newOrder(s.checkout as CheckoutState, event.metadata.at);
        s.cart = evolveCart(s.cart as Cart, event) as Draft<Cart>;
        resetInsert(s.checkout);
        return;
      case 'CustomerIdentified':
        s.session.customerId = event.data.customerId;
        s.session.anonymous = event.data.anonymous;
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
        s.checkout.order = { ...event.data };
        return;
      case 'OrderLoaded':
        s.checkout.loadedOrder = event.data.order as Draft<CheckoutState['loadedOrder']>;
        return;
      case 'PollAnswered':
        s.checkout.poll = { number: event.data.number, text: event.data.text };
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
        return never;
      }
    }
  });
}
