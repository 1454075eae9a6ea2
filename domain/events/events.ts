// What happened, as past-tense facts `{ type, data, metadata }`. Events carry everything a
// replay needs (names, prices, the time in metadata.at), so evolve never asks anyone.
import * as t from 'io-ts';
import { CartItemC, MenuCategoryC, RestaurantC } from '../codecs/entities.ts';
import { GeoPointC, nullable, SmsContextC, WonC } from '../codecs/primitives.ts';
import {
  LoggedIn,
  LoggedOut,
  MemberJoined,
  PasswordInquirySent,
  SocialJoinRequired,
  UsernameFound,
} from './account-events.ts';
import { event } from './event.ts';
import {
  OrderCancelled,
  OrderHistoryLoaded,
  OrderProgressLoaded,
  OrderStatusesRead,
  Reordered,
} from './order-events.ts';

/** The SMS events name their context; absent means ORDER (the checkout's phone), as logs before it. */
const withSmsContext = <P extends t.Props>(props: P) =>
  t.intersection([t.type(props), t.partial({ context: SmsContextC })]);

export const LocationC = t.type(
  {
    address: t.string,
    road_address: t.string,
    address_input: t.string,
    zipcode: t.string,
    point: GeoPointC,
    sido: t.string,
    sigugun: t.string,
    dongmyun: t.string,
    method: t.keyof({ manual: null, historylist: null, current: null, staff: null }),
  },
  'Location',
);
export type Location = t.TypeOf<typeof LocationC>;

/** A placed line; its ids and options are absent in logs written before they were recorded. */
const OrderInfoItemC = t.intersection([
  t.type({ name: t.string, quantity: t.number, price: WonC }),
  t.partial({
    menu_item_id: t.number,
    options: t.readonlyArray(
      t.intersection([
        t.type({ group: t.string, name: t.string, price: WonC }),
        t.partial({ group_id: t.number, option_id: t.number }),
      ]),
    ),
  }),
]);

export const OrderInfoC = t.intersection([
  t.type({
    order_number: t.string,
    restaurant_id: t.number,
    restaurant_name: t.string,
    status: t.string,
    items: t.readonlyArray(OrderInfoItemC),
    total_order_amount: WonC,
    payment_amount: WonC,
    payment_method: t.string,
    min_order_amount: WonC,
  }),
  // The breakdown, the address and the request (absent in logs written before they were recorded).
  t.partial({
    delivery_fee: WonC,
    items_total: WonC,
    discounts: t.readonlyArray(t.type({ type: t.string, amount: WonC })),
    address: t.string,
    user_comment: t.string,
  }),
]);

export const LocationSet = event('LocationSet', t.type({ location: LocationC }));
export const RestaurantOpened = event(
  'RestaurantOpened',
  t.intersection([
    t.type({ restaurant: RestaurantC, menu: t.readonlyArray(MenuCategoryC), staff: t.boolean }),
    // The point `reachable` was answered for (absent in logs written before it was recorded).
    t.partial({ point: nullable(GeoPointC) }),
  ]),
);
// The stored values whose lifetime ran out (spec 000 §9): the location 20 minutes after it was set,
// the opened restaurant 10 minutes after it was read. Each names when its value was recorded.
export const LocationExpired = event('LocationExpired', t.type({ setAt: t.number }));
export const RestaurantExpired = event(
  'RestaurantExpired',
  t.type({ restaurantId: t.number, openedAt: t.number }),
);
// An order handed to an online payment whose result did not come back within the local storage
// lifetime (spec 000 §9 "Local storage lifetime | 10 min", the `payment` value).
export const PlacedOrderExpired = event(
  'PlacedOrderExpired',
  t.type({ orderNumber: t.string, placedAt: t.number }),
);
export const CartCleared = event(
  'CartCleared',
  t.type({
    reason: t.keyof({
      customer: null,
      'other-restaurant': null,
      'location-changed': null,
      'order-complete': null,
      // a past order's lines replace the cart (the customer confirmed it when it held others)
      reorder: null,
    }),
  }),
);
export const ItemAdded = event(
  'ItemAdded',
  t.type({ restaurantId: t.number, restaurantName: t.string, defaultPrice: WonC, item: CartItemC }),
);
export const ItemAmountChanged = event('ItemAmountChanged', t.type({ lineKey: t.string, amount: t.number }));
export const ItemRemoved = event('ItemRemoved', t.type({ lineKey: t.string }));
export const CustomerIdentified = event(
  'CustomerIdentified',
  t.type({ customerId: t.string, anonymous: t.boolean }),
);
/**
 * A guest's token was refused ('expired or malformed token': it expired, or the server forgot its
 * sessions) and the server gave a new anonymous customer; what the old one proved (the phone, the
 * coupon, the server's cart) is the new one's to do again.
 */
export const GuestRenewed = event('GuestRenewed', t.type({ customerId: t.string }));
export const CheckoutStarted = event('CheckoutStarted', t.type({ restaurantId: t.number }));
export const CartInserted = event(
  'CartInserted',
  t.type({
    uuid: t.string,
    signature: t.string,
    admCode: t.string,
    paymentKind: t.keyof({ online: null, offline: null }),
  }),
);
export const CartInsertFailed = event('CartInsertFailed', t.type({ message: t.string }));
/** The checkout's discount information (spec 000 §3 "Discount info response"). */
export const DiscountInfoLoaded = event(
  'DiscountInfoLoaded',
  t.type({ canUseCoupon: t.boolean, onlineAdditionalDiscount: WonC, onlineRestaurantDiscount: WonC }),
);
export const AddressDetailEntered = event('AddressDetailEntered', t.type({ detail: t.string }));
export const PhoneEntered = event('PhoneEntered', t.type({ phone: t.string }));
export const SmsCodeRequested = event(
  'SmsCodeRequested',
  withSmsContext({ phone: t.string, sendCount: t.number }),
);
// The refused code is recorded (absent in logs written before), so the same code is not sent again.
export const SmsCodeRejected = event(
  'SmsCodeRejected',
  t.intersection([withSmsContext({ phone: t.string, message: t.string }), t.partial({ code: t.string })]),
);
export const PhoneVerified = event('PhoneVerified', withSmsContext({ phone: t.string }));
export const CouponCodeEntered = event('CouponCodeEntered', t.type({ code: t.string }));
export const CouponApplied = event('CouponApplied', t.type({ code: t.string, amount: WonC }));
export const CouponCancelled = event('CouponCancelled', t.type({ code: t.string }));
export const PaymentChosen = event('PaymentChosen', t.type({ payment: t.string }));
export const CommentEntered = event('CommentEntered', t.type({ comment: t.string }));
export const OrderPlaced = event(
  'OrderPlaced',
  t.type({
    orderNumber: t.string,
    total: WonC,
    outcome: t.keyof({ thankyou: null, 'payment-url': null, wallet: null, 'mobile-card': null }),
    redirectUrl: nullable(t.string),
  }),
);
/** The placed order came back unpaid from its provider (declined, cancelled, its popup closed). */
export const PaymentReturned = event(
  'PaymentReturned',
  t.type({ orderNumber: t.string, code: t.string, message: t.string }),
);
export const OrderLoaded = event('OrderLoaded', t.type({ order: OrderInfoC }));
export const PollAnswered = event(
  'PollAnswered',
  t.type({ orderNumber: t.string, number: t.number, text: t.string }),
);
export const ExitPollClosed = event('ExitPollClosed', t.type({ orderNumber: t.string }));
export const Event = t.union([
  LocationSet,
  RestaurantOpened,
  CartCleared,
  ItemAdded,
  ItemAmountChanged,
  ItemRemoved,
  CustomerIdentified,
  GuestRenewed,
  CheckoutStarted,
  CartInserted,
  CartInsertFailed,
  DiscountInfoLoaded,
  AddressDetailEntered,
  PhoneEntered,
  SmsCodeRequested,
  SmsCodeRejected,
  PhoneVerified,
  CouponCodeEntered,
  CouponApplied,
  CouponCancelled,
  PaymentChosen,
  CommentEntered,
  OrderPlaced,
  PaymentReturned,
  OrderLoaded,
  PollAnswered,
  ExitPollClosed,
  OrderProgressLoaded,
  OrderCancelled,
  OrderStatusesRead,
  OrderHistoryLoaded,
  Reordered,
  LocationExpired,
  RestaurantExpired,
  PlacedOrderExpired,
  LoggedIn,
  LoggedOut,
  SocialJoinRequired,
  MemberJoined,
  UsernameFound,
  PasswordInquirySent,
]);
export type Event = t.TypeOf<typeof Event>;
export type EventType = Event['type'];
export type EventOf<K extends EventType> = Extract<Event, { type: K }>;
export type EventData<K extends EventType> = EventOf<K>['data'];

/** The stored log: an ordered array of events. */
export const EventLog = t.readonlyArray(Event, 'EventLog');
