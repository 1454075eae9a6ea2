import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls.ts';
import { featureConfiguration } from '../../../contract/checkout-meta.ts';
import { decodeResponse } from '../../../contract/decode.ts';
import { rightOf } from '../../../contract/testing/codec-helpers.ts';
import {
  acceptedCart,
  type Cart,
  type Customer,
  customer,
  HOME,
  product,
} from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

function discountInfo(who: Customer, restaurantId: number, ref: { uuid: string; signature: string }) {
  const body = {
    restaurant_id: restaurantId,
    ...HOME,
    serving_type: 'vd',
    service_type: 'food',
    yotimedeal_offer_id: null,
    cart: { uuid: ref.uuid, signature: ref.signature },
    payment_type: 'online',
    user_agent: 'vitest',
    customer_id: who.id,
    configuration: { feature_configuration: featureConfiguration },
  };
  return h.call('checkout.discount-info', { restaurant_id: restaurantId, ...HOME }, body, {
    token: who.token,
  });
}

async function infoOf(who: Customer, restaurantId: number, cart: Cart) {
  const reply = await discountInfo(who, restaurantId, cart);
  expect(reply.status).toBe(200);
  return rightOf(decodeResponse(calls['checkout.discount-info'], reply.body));
}

describe('checkout.discount-info (rule: discounts recomputed from the signed, stored cart)', () => {
  it('given a member’s cart at the member-only restaurant, then the additional discount is there and a coupon may be used', async () => {
    const member = await customer(h, '900002', { member: true });
    const cart = await acceptedCart(h, member, 1015, [product(1015001, 1)]);
    expect(await infoOf(member, 1015, cart)).toEqual({
      checkout_meta_discount_info: { additional_discount: { amount: -2000, meta: { can_use_coupon: true } } },
      available_discount_info: { online_payment: { additional_discount: -2000, restaurant_discount: 0 } },
    });
  });

  it('given a guest’s cart at the same restaurant, then no member-only discount', async () => {
    const guest = await customer(h, 'g-info-1');
    const cart = await acceptedCart(h, guest, 1015, [product(1015001, 1)]);
    const info = await infoOf(guest, 1015, cart);
    expect(info.checkout_meta_discount_info.additional_discount.amount).toBe(0);
  });

  it('reports the percent discount inside its window as restaurant_discount', async () => {
    const guest = await customer(h, 'g-info-2');
    const cart = await acceptedCart(h, guest, 1010, [product(1010010, 1, { 101003: [10100301] })]);
    const info = await infoOf(guest, 1010, cart);
    expect(info.available_discount_info.online_payment).toEqual({
      additional_discount: 0,
      restaurant_discount: -1800,
    });
  });

  it('refuses a forged signature (400), another customer’s cart (404) and a missing token (401)', async () => {
    const guest = await customer(h, 'g-info-3');
    const other = await customer(h, 'g-info-4');
    const cart = await acceptedCart(h, guest, 1001, [product(1001001, 1, { 100101: [10010101] })]);
    expect(
      (await discountInfo(guest, 1001, { uuid: cart.uuid, signature: `${cart.signature}x` })).status,
    ).toBe(400);
    expect((await discountInfo(other, 1001, cart)).status).toBe(404);
    expect((await discountInfo({ ...guest, token: '' }, 1001, cart)).status).toBe(401);
  });
});
