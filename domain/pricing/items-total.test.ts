import { describe, expect, it } from 'vitest';
import { itemsTotal, type PricedItem, perMenuDiscountBase } from './items-total.ts';

const item = (price: number, amount: number, ms_type?: 'disposable'): PricedItem => ({
  price,
  amount,
  ms_type,
});

describe('items total', () => {
  it('adds default_price to price × amount (spec 000 §4 "Cart total = default_price plus the sum of price times amount")', () => {
    // given a cart with a default price and two lines
    const cart = { default_price: 500, items: [item(8000, 2), item(3000, 1)] };
    // then
    expect(itemsTotal(cart)).toBe(500 + 16000 + 3000);
  });

  it('is the default price alone for an empty cart (spec 000 §4 "Cart total = default_price plus the sum of price times amount")', () => {
    expect(itemsTotal({ default_price: 1000, items: [] })).toBe(1000);
  });

  it('sums the per-menu discounts of the discounted menus, not of others nor the disposable item (spec 000 §3 "Menu item: … discounts", "ms_type (\'disposable\' …)")', () => {
    // given 2 × a menu discounted 1,000원, 1 × one discounted 500원, an undiscounted menu, the disposable item
    const items: PricedItem[] = [
      { ...item(5000, 2), discounts: { additional: 1000 } },
      { ...item(7000, 1), discounts: { additional: 500 } },
      item(3500, 3),
      { ...item(0, 1, 'disposable'), discounts: { additional: 300 } },
    ];
    // then 2 × 1,000 + 1 × 500
    expect(perMenuDiscountBase(items)).toBe(2500);
  });
});
