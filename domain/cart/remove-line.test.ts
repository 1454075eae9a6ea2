import { describe, expect, it } from 'vitest';
import { lineKey } from './line-key.ts';
import { clearCart, removeLine } from './remove-line.ts';
import { applyCart, draft, restaurantA } from './testing/cart-builders.ts';
import { type Cart, emptyCart } from './types.ts';

const a = { ...draft({ id: 1 }), amount: 1 };
const b = { ...draft({ id: 2 }), amount: 2 };
const cup = { ...draft({ id: 900, ms_type: 'disposable' }), amount: 1 };
const cart: Cart = { ...emptyCart, restaurant_id: 1, items: [a, b, cup] };
const required = { has_disposable_menu: true };
const rule = 'spec 000 §5 "A restaurant with has_disposable_menu requires the disposable item."';

describe('removeLine', () => {
  it(`removes the addressed line (${rule})`, () => {
    const result = removeLine(cart, required, lineKey(a));
    expect(result.ok && applyCart(cart, result.value).items).toEqual([b, cup]);
  });

  it(`refuses to remove the required disposable item (${rule})`, () => {
    const result = removeLine(cart, required, lineKey(cup));
    expect(!result.ok && result.rejection.code).toBe('DISPOSABLE_NOT_REMOVABLE');
  });

  it(`takes the disposable item along with the last menu line (${rule})`, () => {
    const last: Cart = { ...cart, items: [a, cup] };
    const result = removeLine(last, required, lineKey(a));
    expect(result).toEqual({ ok: true, value: [{ type: 'CartCleared', data: { reason: 'customer' } }] });
    expect(result.ok && applyCart(last, result.value)).toEqual(emptyCart);
  });

  it('lets an optional disposable line go when the restaurant does not require it (spec 000 §3 "has_disposable_menu")', () => {
    const result = removeLine(cart, restaurantA, lineKey(cup));
    expect(result.ok && applyCart(cart, result.value).items).toEqual([a, b]);
  });
});

describe('clearCart', () => {
  it('empties the cart (spec 000 §4 "A cart from another restaurant is cleared after confirmation.")', () => {
    expect(applyCart(cart, clearCart(cart))).toEqual({
      restaurant_id: null,
      restaurant_name: null,
      default_price: 0,
      items: [],
    });
    expect(clearCart(emptyCart)).toEqual([]);
  });
});

describe('removeLine of a line the cart does not hold', () => {
  it('refuses a key that names no line', () => {
    expect(removeLine(cart, required, '404|1:2')).toMatchObject({
      ok: false,
      rejection: { code: 'CART_ITEM_UNKNOWN' },
    });
  });
});
