import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls.ts';
import { decodeResponse } from '../../../contract/decode.ts';
import { rightOf } from '../../../contract/testing/codec-helpers.ts';
import { acceptedCart, customer, friedChicken, product, submitCart } from '../testing/checkout-steps.ts';
import { type OrderingHarness, START_TIMEOUT_MS, startOrderingHarness } from '../testing/ordering-harness.ts';

let h: OrderingHarness;
beforeAll(async () => {
  h = await startOrderingHarness();
}, START_TIMEOUT_MS);
afterAll(() => h.close());

const discountsOf = (cart: {
  readonly cart: { readonly discounts: readonly { type: string; amount: number }[] };
}) => cart.cart.discounts;

describe('cart.submit prices every line from the menu (rule: recompute every price)', () => {
  it('given 2 × 후라이드치킨 with 양념 (+1,000원), when submitted, then the menu price, the fee and the total are the server’s', async () => {
    const guest = await customer(h, 'g-price-1');
    const cart = await acceptedCart(h, guest, 1001, [product(1001001, 2, { 100101: [10010102] })]);
    expect(cart.cart.items).toEqual([
      expect.objectContaining({
        vendor_product_id: 1001001,
        name: '후라이드치킨',
        quantity: 2,
        price: 19000,
        discounts: [],
      }),
    ]);
    expect(cart.cart).toMatchObject({ items_total: 38000, delivery_fee: 3000, discounts: [], total: 41000 });
    expect(cart.uuid).not.toBe('');
    expect(cart.signature).not.toBe('');
  });

  it('given a product line that carries its own price, when submitted, then it is refused as an unknown field (a price cannot be sent)', async () => {
    const guest = await customer(h, 'g-price-2');
    const reply = await submitCart(h, guest, 1001, [{ ...friedChicken(), unit_price: 100 }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error_message: expect.stringContaining('$.products[0].unit_price') });
  });

  it('given the same item ordered twice with other options, when submitted, then each line has its own unit price', async () => {
    const guest = await customer(h, 'g-price-3');
    const cart = await acceptedCart(h, guest, 1001, [
      friedChicken(1),
      product(1001001, 1, { 100101: [10010103] }),
    ]);
    expect(cart.cart.items.map((i) => i.price)).toEqual([18000, 19000]);
    expect(cart.cart).toMatchObject({ items_total: 37000, total: 40000 });
  });

  it('answers meta.delivery_info from the restaurant', async () => {
    const guest = await customer(h, 'g-price-4');
    const reply = await submitCart(h, guest, 1016, [product(1016010, 1, { 101603: [10160301] })]);
    const answer = rightOf(decodeResponse(calls['cart.submit'], reply.body));
    expect(answer.meta.errors).toEqual([]);
    expect(answer.meta.delivery_info).toMatchObject({
      minimum_order_value: 14000,
      free_delivery_threshold: 50000,
      delivery_fee_by_order_amounts: {
        basic: expect.arrayContaining([{ order_amount: 20000, delivery_fee: 3000 }]),
      },
    });
    // 18,000원 is below the 20,000원 tier: 4,000원.
    expect(answer.customer_cart?.cart).toMatchObject({ items_total: 18000, delivery_fee: 4000 });
  });
});

describe('cart.submit discounts (rules: the percent window by the gateway clock, member-only, per menu, shortfall)', () => {
  it('applies an active percent discount and lists a shortfall of at most 2,000원 as a positive entry', async () => {
    const guest = await customer(h, 'g-disc-1');
    const cart = await acceptedCart(h, guest, 1010, [product(1010001, 2)]);
    expect(discountsOf(cart)).toEqual([
      { type: 'restaurant_discount', amount: -1400 },
      { type: 'min_order_shortfall', amount: 1000 },
    ]);
    expect(cart.cart).toMatchObject({ items_total: 14000, delivery_fee: 3000, total: 16600 });
  });

  it('gives no percent discount outside its window (expired 1011, future 1012) and one without an end (1013)', async () => {
    const guest = await customer(h, 'g-disc-2');
    const expired = await acceptedCart(h, guest, 1011, [product(1011005, 1)]);
    const future = await acceptedCart(h, guest, 1012, [product(1012001, 1)]);
    const openEnded = await acceptedCart(h, guest, 1013, [product(1013001, 2, { 101301: [10130101] })]);
    expect(discountsOf(expired)).toEqual([]);
    expect(discountsOf(future)).toEqual([]);
    expect(discountsOf(openEnded)).toEqual([{ type: 'restaurant_discount', amount: -1200 }]);
  });

  it('gives the member-only discount to a member token only', async () => {
    const member = await customer(h, '900001', { member: true });
    const guest = await customer(h, 'g-disc-3');
    const asMember = await acceptedCart(h, member, 1015, [product(1015001, 1)]);
    const asGuest = await acceptedCart(h, guest, 1015, [product(1015001, 1)]);
    expect(discountsOf(asMember)).toEqual([{ type: 'additional_discount', amount: -2000 }]);
    expect(asMember.cart.total).toBe(36000);
    expect(discountsOf(asGuest)).toEqual([]);
    expect(asGuest.cart.total).toBe(38000);
  });

  it('counts a withdrawal-reserved member as logged out', async () => {
    const leaving = await customer(h, '900005', { member: true });
    const cart = await acceptedCart(h, leaving, 1015, [product(1015001, 1)]);
    expect(discountsOf(cart)).toEqual([]);
  });

  it('itemises a per-menu discount on its lines with applied_item_quantity', async () => {
    const guest = await customer(h, 'g-disc-4');
    const cart = await acceptedCart(h, guest, 1014, [
      product(1014001, 2, { 101401: [10140101] }),
      product(1014005, 1),
    ]);
    // 떡볶이 carries its own 1,000원 per-menu discount; 김밥 carries none
    expect(cart.cart.items.map((i) => i.discounts)).toEqual([
      [{ type: 'additional_discount_per_menu', amount: -2000, meta: { applied_item_quantity: 2 } }],
      [],
    ]);
    expect(discountsOf(cart)).toEqual([{ type: 'additional_discount_per_menu', amount: -2000 }]);
    expect(cart.cart.total).toBe(13500 + 3000 - 2000);
  });
});
