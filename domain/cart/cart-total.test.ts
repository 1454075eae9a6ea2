import { describe, expect, it } from 'vitest';
import { cartTotal } from './cart-total.ts';
import { draft } from './testing/cart-builders.ts';
import { emptyCart } from './types.ts';

const rule = 'spec 000 §4 "Cart total = default_price plus the sum of price times amount."';

describe('cartTotal', () => {
  it(`adds default_price to price times amount of every line (${rule})`, () => {
    const cart = {
      ...emptyCart,
      restaurant_id: 1,
      default_price: 1000,
      items: [
        { ...draft({ price: 6500 }), amount: 2 },
        { ...draft({ id: 11, price: 3000 }), amount: 1 },
      ],
    };
    expect(cartTotal(cart)).toBe(1000 + 13_000 + 3000);
  });

  it(`is default_price alone for a cart without lines (${rule})`, () => {
    expect(cartTotal({ ...emptyCart, default_price: 500 })).toBe(500);
  });
});
