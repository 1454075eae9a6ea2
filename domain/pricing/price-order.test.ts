import { describe, expect, it } from 'vitest';
import type { PricedItem } from './items-total.ts';
import { type PricingInput, type PricingRules, priceOrder } from './price-order.ts';

const NOW = '2024-05-01T12:00:00+09:00';

const restaurant = (over: Partial<PricingRules> = {}): PricingRules => ({
  delivery_fee: 3000,
  free_delivery_threshold: 30000,
  delivery_fee_by_order_amounts: { basic: [{ order_amount: 20000, delivery_fee: 1000 }] },
  min_order_amount: 15000,
  unorderable_under_min_order_value: false,
  discount_percent: null,
  discount_from: null,
  discount_until: null,
  discounts: null,
  ...over,
});

const line = (price: number, amount: number): PricedItem => ({ price, amount });

const input = (over: Partial<PricingInput> = {}): PricingInput => ({
  restaurant: restaurant(),
  cart: { default_price: 0, items: [line(8000, 2)] },
  now: NOW,
  isMember: true,
  ...over,
});

describe('priceOrder', () => {
  it('sums shortfall, delivery fee and items (spec 000 §9 "Total = shortfall + delivery fee + items")', () => {
    // given 14,000원 of food under a 15,000원 minimum
    const priced = priceOrder(input({ cart: { default_price: 0, items: [line(7000, 2)] } }));
    // then the 1,000원 shortfall and the base fee are added
    expect(priced).toEqual({
      itemsTotal: 14000,
      deliveryFee: 3000,
      shortfall: 1000,
      minOrder: 'charged',
      discounts: [],
      couponAmount: 0,
      total: 18000,
    });
  });

  it('leaves a blocking shortfall out of the total (spec 000 §5 "Ordering is blocked if ... the shortfall exceeds 2000")', () => {
    // given one 5,000원 떡볶이 under a 10,000원 minimum and a 3,000원 fee
    const priced = priceOrder(
      input({
        restaurant: restaurant({ min_order_amount: 10000 }),
        cart: { default_price: 0, items: [line(5000, 1)] },
      }),
    );
    // then the 5,000원 shortfall blocks the order and the total is food and delivery, 8,000원
    expect(priced).toMatchObject({ shortfall: 5000, minOrder: 'blocked', total: 8000 });
    // and a restaurant unorderable under its minimum blocks 1,000원 short as well
    const strict = priceOrder(
      input({
        restaurant: restaurant({ unorderable_under_min_order_value: true }),
        cart: { default_price: 0, items: [line(7000, 2)] },
      }),
    );
    expect(strict).toMatchObject({ shortfall: 1000, minOrder: 'blocked', total: 17000 });
  });

  it('uses the fee tier of the items total (spec 000 §9 "The delivery fee is chosen from delivery_fee_by_order_amounts by descending order-amount tiers")', () => {
    const priced = priceOrder(input({ cart: { default_price: 500, items: [line(10000, 2)] } }));
    expect(priced.deliveryFee).toBe(1000);
    expect(priced.total).toBe(21500);
  });

  it('subtracts negative discounts and the coupon (spec 000 §9 "Discount amounts are stored as negative values")', () => {
    // given a 10% discount, a 2,000원 additional delivery discount and a 1,000원 coupon
    const priced = priceOrder(
      input({
        restaurant: restaurant({
          discount_percent: 10,
          discounts: {
            additional: {
              delivery: { amount: 2000, discount_mov: 15000, is_per_menu: false, only_for_member: false },
            },
          },
        }),
        coupon: 1000,
      }),
    );
    // then 16,000 + 3,000 − 1,600 − 2,000 − 1,000
    expect(priced.discounts).toEqual([
      { kind: 'restaurant_percent', amount: -1600 },
      { kind: 'additional_delivery', amount: -2000 },
    ]);
    expect(priced.couponAmount).toBe(-1000);
    expect(priced.total).toBe(14400);
  });

  it('caps discounts at food plus delivery (spec 000 §9 "Total = shortfall + delivery fee + items")', () => {
    // given a per-menu discount worth more than the order, under the minimum
    const priced = priceOrder(
      input({
        restaurant: restaurant({
          discounts: {
            additional: {
              delivery: { amount: 9000, discount_mov: 0, is_per_menu: true, only_for_member: false },
            },
          },
        }),
        cart: { default_price: 0, items: [{ ...line(7000, 2), discounts: { additional: 9000 } }] },
      }),
    );
    // then the discount takes food and delivery to 0 and the shortfall is still paid
    expect(priced.discounts).toEqual([{ kind: 'additional_delivery', amount: -17000 }]);
    expect(priced.total).toBe(1000);
  });

  it('floors the total after the coupon at 0 (spec 000 §5 "The total after coupon is floored at 0")', () => {
    const priced = priceOrder(input({ coupon: 50000 }));
    expect(priced.couponAmount).toBe(-19000);
    expect(priced.total).toBe(0);
  });

  it('gives free delivery at the threshold (spec 000 §9 "Free delivery applies when the total reaches free_delivery_threshold and the fee is above 0")', () => {
    const priced = priceOrder(input({ cart: { default_price: 0, items: [line(10000, 3)] } }));
    expect(priced.deliveryFee).toBe(0);
    expect(priced.total).toBe(30000);
  });
});
