// The steps of a checkout as the client takes them, for the ordering tests: product lines, a server
// cart, a coupon check, an order body, an order — each answer decoded with the contract's codecs.
import type * as t from 'io-ts';
import { calls } from '../../../contract/calls.ts';
import type { CartAnswer } from '../../../contract/cart.ts';
import { decodeFailure, decodeResponse } from '../../../contract/decode.ts';
import type { OrderRejected, OrderResult } from '../../../contract/order-result.ts';
import { orderBody } from '../../../contract/samples/checkout.ts';
import { rightOf } from '../../../contract/testing/codec-helpers.ts';
import type { OrderingHarness, Reply } from './ordering-harness.ts';

export type Cart = NonNullable<t.TypeOf<typeof CartAnswer>['customer_cart']>;
export type Rejected = t.TypeOf<typeof OrderRejected>;
export type Placed = t.TypeOf<typeof OrderResult>;

/** The app's default location (spec 000 §9): every scenario restaurant but 1008/1009 reaches it. */
export const HOME = { lat: 37.498168, lng: 127.02761 };

export interface Customer {
  readonly id: string;
  readonly token: string;
  readonly phone: string;
}

export function product(
  id: number,
  quantity = 1,
  sections: Readonly<Record<number, readonly number[]>> = {},
) {
  return {
    vendor_product_id: id,
    vendor_category_id: '',
    quantity,
    option_sections: Object.entries(sections).map(([group, options]) => ({
      section_id: Number(group),
      option_ids: [...options],
    })),
    additionalIngredientSets: [],
  };
}

/** 후라이드치킨 with 후라이드 (18,000원) at the baseline restaurant 1001. */
export const friedChicken = (quantity = 1) => product(1001001, quantity, { 100101: [10010101] });

/** A member (isUser) or a guest with an anonymous customer token; phone verified unless told. */
export async function customer(
  h: OrderingHarness,
  id: string,
  options: { readonly member?: boolean; readonly phone?: string; readonly verified?: boolean } = {},
): Promise<Customer> {
  const phone = options.phone ?? '01077770000';
  if (options.verified !== false) await h.verifyPhone(phone, id);
  return { id, phone, token: await h.token(id, options.member ?? false) };
}

export function submitCart(
  h: OrderingHarness,
  who: Customer,
  restaurantId: number,
  products: readonly unknown[],
  extra: Readonly<Record<string, unknown>> = { ...HOME, payment_type: 'online' },
): Promise<Reply> {
  const params = { customer_id: who.id, restaurant_id: restaurantId };
  return h.call('cart.submit', params, { products, ...extra }, { token: who.token });
}

/** A cart the gateway accepted (fails the test otherwise). */
export async function acceptedCart(
  h: OrderingHarness,
  who: Customer,
  restaurantId: number,
  products: readonly unknown[],
): Promise<Cart> {
  const reply = await submitCart(h, who, restaurantId, products);
  const answer = rightOf(decodeResponse(calls['cart.submit'], reply.body));
  if (answer.customer_cart === null) throw new Error(`cart refused: ${JSON.stringify(answer.meta.errors)}`);
  return answer.customer_cart;
}

export function checkCoupon(
  h: OrderingHarness,
  who: Customer,
  restaurantId: number,
  code: string,
  payment = 'onlycard',
) {
  const body = {
    restaurant_id: restaurantId,
    coupon_code: code,
    phone: who.phone,
    payment,
    serving_type: 'vd',
  };
  return h.call('coupon.check', { restaurant_id: restaurantId }, body, { token: who.token });
}

export interface OrderChoice {
  readonly service?: string;
  readonly total?: number;
  readonly coupon?: { readonly code: string; readonly amount: number } | null;
}

/** The sample order body, made this customer's and this cart's. */
export function orderBodyFor(who: Customer, cart: Cart, choice: OrderChoice = {}) {
  return {
    ...orderBody,
    cart_uuid: cart.uuid,
    cart_signature: cart.signature,
    customer: { ...orderBody.customer, id: who.id, ...HOME, phone: who.phone },
    delivery_info: { ...orderBody.delivery_info, phone: who.phone },
    payment: {
      service: choice.service ?? 'creditcard',
      user_benefits: {
        coupons: choice.coupon === undefined || choice.coupon === null ? [] : [choice.coupon],
      },
      total: choice.total ?? cart.cart.total,
    },
    customer_id: who.id,
    ...HOME,
  };
}

export function submitOrder(
  h: OrderingHarness,
  who: Customer,
  body: unknown,
  headers?: Readonly<Record<string, string>>,
): Promise<Reply> {
  const params = { customer_id: who.id, ...HOME };
  return h.call(
    'order.submit',
    params,
    body,
    headers === undefined ? { token: who.token } : { token: who.token, headers },
  );
}

export function placed(reply: Reply): Placed {
  if (reply.status !== 200) throw new Error(`order refused ${reply.status}: ${JSON.stringify(reply.body)}`);
  return rightOf(decodeResponse(calls['order.submit'], reply.body));
}

/** The refusal's entries, decoded as the client decodes them. */
export function rejected(reply: Reply): Rejected {
  const failure = rightOf(decodeFailure(calls['order.submit'], reply.body));
  if (!('errors' in failure)) throw new Error(`not an order refusal: ${JSON.stringify(reply.body)}`);
  return failure;
}
