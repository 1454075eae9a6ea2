import { describe, expect, it } from 'vitest';
import { itemsTotal, menuUnitCount, type PricedItem } from './items-total.ts';

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

  it('counts menu units without the disposable item (spec 000 §3 "ms_type (\'disposable\' marks the required disposable-item category)")', () => {
    // given two menus (2 + 1 units) and the required disposable item
    const items = [item(8000, 2), item(3000, 1), item(0, 1, 'disposable')];
    // then only the menus count
    expect(menuUnitCount(items)).toBe(3);
  });
});
