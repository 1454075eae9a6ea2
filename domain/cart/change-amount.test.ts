import { describe, expect, it } from 'vitest';
import { changeAmount } from './change-amount.ts';
import { lineKey } from './line-key.ts';
import { applyCart, chosen, draft } from './testing/cart-builders.ts';
import { type Cart, emptyCart } from './types.ts';

const small = { ...draft({ subchoices: { size: chosen(1, [1]) }, stock_amount: 5 }), amount: 2 };
const large = { ...draft({ subchoices: { size: chosen(1, [2]) }, stock_amount: 5 }), amount: 1 };
const cart: Cart = { ...emptyCart, restaurant_id: 1, items: [small, large] };

const min = 'spec 000 §4 "An amount cannot go below 1."';
const stock = 'spec 000 §5 "Requested amount plus the amount already in the cart may not exceed stock"';

describe('changeAmount', () => {
  it(`sets the amount of the addressed line only (${min})`, () => {
    const result = changeAmount(cart, lineKey(large), 3);
    expect(result.ok && applyCart(cart, result.value).items.map((l) => l.amount)).toEqual([2, 3]);
  });

  it(`refuses 0 and keeps the line (${min})`, () => {
    const result = changeAmount(cart, lineKey(small), 0);
    expect(result).toEqual({
      ok: false,
      rejection: { code: 'CART_AMOUNT_MIN', message: '수량은 1개 이상이어야 합니다.' },
    });
  });

  it(`refuses an increase past the stock left by the other lines (${stock})`, () => {
    const result = changeAmount(cart, lineKey(small), 5);
    expect(!result.ok && result.rejection.code).toBe('STOCK_EXCEEDED');
  });

  it(`lets a cart over a lowered stock be reduced (${stock})`, () => {
    const over: Cart = { ...cart, items: [{ ...small, amount: 9 }, large] };
    expect(changeAmount(over, lineKey(small), 8).ok).toBe(true);
  });

  it('refuses a line that is not in the cart (spec 000 §4 "Cart")', () => {
    const result = changeAmount(cart, '999', 2);
    expect(!result.ok && result.rejection.code).toBe('CART_ITEM_UNKNOWN');
  });
});

describe('changeAmount to the amount a line already has', () => {
  it(`lets a cart over a lowered stock keep its amount (${stock})`, () => {
    const lowered = { ...small, stock_amount: 1 };
    const over: Cart = { ...cart, items: [lowered, { ...large, stock_amount: 1 }] };
    expect(changeAmount(over, lineKey(lowered), 2).ok).toBe(true);
  });
});
