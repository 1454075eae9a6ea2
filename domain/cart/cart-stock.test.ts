import { describe, expect, it } from 'vitest';
import { amountInCart, checkLineStock } from './cart-stock.ts';
import { lineKey } from './line-key.ts';
import { chosen, draft } from './testing/cart-builders.ts';

const rule = 'spec 000 §5 "Requested amount plus the amount already in the cart may not exceed stock"';

describe('amountInCart', () => {
  const small = { ...draft({ subchoices: { size: chosen(1, [1]) }, stock_amount: 5 }), amount: 2 };
  const large = { ...draft({ subchoices: { size: chosen(1, [2]) }, stock_amount: 5 }), amount: 1 };
  const other = { ...draft({ id: 20, id_for_stock: 20 }), amount: 4 };

  it(`counts every option combination of the same id_for_stock (${rule})`, () => {
    expect(amountInCart([small, large, other], 10)).toBe(3);
  });

  it(`leaves out the line being changed (${rule})`, () => {
    expect(amountInCart([small, large, other], 10, lineKey(small))).toBe(1);
  });

  it(`lets a line grow up to the stock left by the other lines (${rule})`, () => {
    expect(checkLineStock([small, large], small, lineKey(small), 4).ok).toBe(true);
    expect(checkLineStock([small, large], small, lineKey(small), 5).ok).toBe(false);
  });
});
