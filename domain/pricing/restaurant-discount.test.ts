import { describe, expect, it } from 'vitest';
import { type PercentDiscountRules, restaurantPercentDiscount } from './restaurant-discount.ts';

const SPEC = 'spec 000 §3 "discount_percent, discount_from, discount_until (ISO datetime strings)"';
const NOW = '2024-05-01T12:00:00+09:00';

const rules = (over: Partial<PercentDiscountRules> = {}): PercentDiscountRules => ({
  discount_percent: 10,
  discount_from: '2024-05-01T00:00:00+09:00',
  discount_until: '2024-06-01T00:00:00+09:00',
  ...over,
});

describe('restaurant percent discount', () => {
  it(`takes the percent of the items total, floored and negative (${SPEC}; §9 "Discount amounts are stored as negative values")`, () => {
    expect(restaurantPercentDiscount(rules(), 15000, NOW)).toBe(-1500);
    expect(restaurantPercentDiscount(rules(), 15999, NOW)).toBe(-1599);
    expect(restaurantPercentDiscount(rules({ discount_percent: 33.3 }), 10000, NOW)).toBe(-3330);
  });

  it(`applies only inside the discount window (${SPEC})`, () => {
    expect(restaurantPercentDiscount(rules(), 15000, '2024-04-30T23:59:59+09:00')).toBe(0);
    expect(restaurantPercentDiscount(rules(), 15000, '2024-06-01T00:00:00+09:00')).toBe(0);
    expect(restaurantPercentDiscount(rules(), 15000, Date.parse(NOW))).toBe(-1500);
    expect(restaurantPercentDiscount(rules({ discount_from: null, discount_until: null }), 15000, 0)).toBe(
      -1500,
    );
  });

  it(`gives nothing without a percent and never more than the items (${SPEC})`, () => {
    expect(restaurantPercentDiscount(rules({ discount_percent: null }), 15000, NOW)).toBe(0);
    expect(restaurantPercentDiscount(rules({ discount_percent: 0 }), 15000, NOW)).toBe(0);
    expect(restaurantPercentDiscount(rules({ discount_percent: 150 }), 15000, NOW)).toBe(-15000);
    expect(restaurantPercentDiscount(rules({ discount_percent: -5 }), 15000, NOW)).toBe(0);
  });
});

describe('the percent discount of a total at or below 0', () => {
  it(`takes nothing off a total of 0 or below (${SPEC})`, () => {
    expect(restaurantPercentDiscount(rules(), 0, NOW)).toBe(0);
    expect(restaurantPercentDiscount(rules(), -5_000, NOW)).toBe(0);
  });
});
