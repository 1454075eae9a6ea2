// Order submit, the legacy submit and order info (spec 000 §3 "Order submission body",
// "Order result"; §7; §8 "Cart submit errors").
import * as t from 'io-ts';
import { get, post } from './call-def.ts';
import { closed } from './closed.ts';
import { OrderRejected, OrderResult } from './order-result.ts';
import {
  Amount,
  ApiError,
  Count,
  CustomerId,
  Id,
  IsoDateTime,
  Latitude,
  Longitude,
  nonEmptyText,
  nullable,
  PaymentCode,
  PhoneNumber,
  readonlyArray,
  SmallCount,
  TextLimit,
  text,
  Won,
  withOptional,
} from './primitives.ts';
import { LatParam, LngParam, SegmentParam } from './query-params.ts';

export const OrderCustomer = closed('OrderCustomer', {
  id: CustomerId,
  lat: Latitude,
  lng: Longitude,
  address: closed('OrderAddress', {
    street_name: text(TextLimit.line),
    road_name: text(TextLimit.line),
    street_number: text(TextLimit.code),
    adm_code: text(TextLimit.code),
  }),
  address_detail: closed('OrderAddressDetail', {
    sido: text(TextLimit.line),
    gugun: text(TextLimit.line),
    admin_dong: text(TextLimit.line),
    dong: text(TextLimit.line),
    bunji: text(TextLimit.code),
    road: text(TextLimit.line),
    building: nullable(text(TextLimit.line)),
    ri: nullable(text(TextLimit.line)),
  }),
  phone: PhoneNumber,
  /** The id of the SMS verification that proved the phone; null when verified earlier. */
  phone_uuid: nullable(text(TextLimit.code)),
});

/** Delivery orders send null for the takeout/visit fields. */
export const OrderDeliveryInfo = closed('OrderDeliveryInfo', {
  /** Null for guests. */
  email: nullable(text(TextLimit.email)),
  street_number: text(TextLimit.code),
  phone: PhoneNumber,
  use_safety_number: t.boolean,
  user_comment: text(TextLimit.free),
  extra_comments: text(TextLimit.free),
  expected_takeout_time: nullable(IsoDateTime),
  visitor_count: nullable(SmallCount),
  expected_visit_time: nullable(IsoDateTime),
});

/**
 * Designed (the spec names `agreements` only): the consents given on the checkout page, third-party
 * provision to the restaurant (the /partner/{id}/ terms) and the e-finance terms for online payment.
 */
export const OrderAgreements = closed('OrderAgreements', {
  third_party_provision: t.boolean,
  efinance: t.boolean,
});

export const OrderPayment = closed('OrderPayment', {
  service: PaymentCode,
  user_benefits: closed('UserBenefits', {
    coupons: readonlyArray(closed('CouponUse', { code: nonEmptyText(TextLimit.code), amount: Amount })),
  }),
  /** What the customer pays, after discounts and coupon, floored at 0. */
  total: Amount,
});

export const OrderSubmitBody = closed('OrderSubmitBody', {
  cart_uuid: nonEmptyText(TextLimit.code),
  cart_signature: nonEmptyText(TextLimit.token),
  customer: OrderCustomer,
  delivery_info: OrderDeliveryInfo,
  agreements: OrderAgreements,
  payment: OrderPayment,
  serving_type: t.literal('vd'),
  customer_id: CustomerId,
  lat: Latitude,
  lng: Longitude,
});
/** The body of spec 000 §3 "Order submission body": the domain builds it (domain/checkout/order-body.ts). */
export type OrderSubmitBody = t.TypeOf<typeof OrderSubmitBody>;

/**
 * The idempotency-key header of order submit for a server cart: what the client sends, and what the
 * gateway keys on when a submit carries none. One spelling, so a submit with the header and one
 * without are the same submit of that cart.
 */
export function idempotencyKey(uuid: string, signature: string): string {
  return `${uuid}.${signature}`;
}

/**
 * Designed: the values of order info's `status`. A string on the wire, so that a status added later
 * still decodes; the reference gateway answers only these (gateway/ordering/order/order-status.ts).
 */
export const orderInfoStatuses = ['ACCEPTED', 'PAYMENT_PENDING', 'CANCELLED', 'DELIVERED'] as const;

/**
 * Designed: an option chosen for an order line, by its group's name, and what it added to the unit
 * price. The ids are jumun's extension for the reorder (contract/order-progress.ts): with them a
 * reorder finds the option in today's menu by id; optional, so an older gateway's answer decodes.
 */
const OrderInfoOption = withOptional(
  'OrderInfoOption',
  { group: t.string, name: t.string, price: Won },
  { group_id: Id, option_id: Id },
);

/**
 * A placed line, `price` its unit price with the options. Added later, so optional: the options
 * chosen, and the menu item's id (jumun's extension for the reorder: without it, an older
 * gateway's line is found in today's menu by its name).
 */
const OrderInfoItem = withOptional(
  'OrderInfoItem',
  { name: t.string, quantity: Count, price: Won },
  { menu_item_id: Id, options: readonlyArray(OrderInfoOption) },
);

/** Designed (the spec shows no order-info answer): what the thank-you page shows and needs. */
const OrderInfoBase = t.type(
  {
    order_number: t.string,
    restaurant_id: Id,
    restaurant_name: t.string,
    /** One of orderInfoStatuses. */
    status: t.string,
    /** Each line with its unit price (options included). */
    items: t.array(OrderInfoItem),
    /** What was charged before the coupon: the food, the delivery fee, the shortfall, the discounts. */
    total_order_amount: Won,
    delivery_fee: Won,
    /** What the coupon took off (negative). */
    discount_amount: Won,
    payment_amount: Won,
    payment_method: t.string,
    min_order_amount: Won,
    /** The road-name address with the detail. */
    address: t.string,
    created_at: IsoDateTime,
  },
  'OrderInfoBase',
);

/** Designed: the entries of order info's `discounts`, named as the server cart names them. */
export const orderInfoDiscountTypes = [
  'restaurant_discount',
  'additional_discount',
  'additional_discount_per_menu',
  'coupon',
  'min_order_shortfall',
] as const;

/**
 * Added later, so optional: an older gateway's answer still decodes (the client then reads the
 * amounts it can from the fields above). The same arithmetic as the server cart's
 * (`items_total + delivery_fee + discounts = payment_amount`): the food alone, and each amount
 * taken off or added as its own entry — `restaurant_discount`, `additional_discount`, `coupon`
 * (negative), and the minimum-order shortfall as a positive `min_order_shortfall`.
 */
const OrderInfoBreakdown = t.partial(
  {
    items_total: Won,
    discounts: readonlyArray(t.type({ type: t.string, amount: Won }, 'OrderInfoDiscount')),
    /** The customer's request to the restaurant (the order's delivery_info.user_comment). */
    user_comment: t.string,
  },
  'OrderInfoBreakdown',
);

export const OrderInfo = t.intersection([OrderInfoBase, OrderInfoBreakdown], 'OrderInfo');

const submitFailure = t.union([OrderRejected, ApiError], 'OrderSubmitFailure');

export const orderCalls = [
  post('order.submit', 'gateway', '/order/cart/submit/food/:customer_id/:lat/:lng', {
    params: closed('OrderSubmitParams', { customer_id: CustomerId, lat: LatParam, lng: LngParam }),
    body: OrderSubmitBody,
    response: OrderResult,
    failure: submitFailure,
  }),
  /** Not shown in the spec: designed as the same body and answers as order.submit. */
  post('order.legacy-submit', 'api', '/ajax/restaurant/:city/:slug/cart/submit/', {
    params: closed('LegacySubmitParams', { city: SegmentParam, slug: SegmentParam }),
    body: OrderSubmitBody,
    response: OrderResult,
    failure: submitFailure,
  }),
  get('order.info', 'gateway', '/order/api/v2/orders/:order_number/', {
    params: closed('OrderNumberParams', { order_number: SegmentParam }),
    response: OrderInfo,
  }),
] as const;
