import { describe, expect, it } from 'vitest';
import { lineKey, lineRef } from './line-key.ts';
import { chosen, draft } from './testing/cart-builders.ts';
import { emptyCart } from './types.ts';

const rule = 'spec 000 §4 "Adding an item with the same option combination raises its amount."';

describe('lineKey', () => {
  it(`is the same whatever order the options were picked in (${rule})`, () => {
    const a = draft({ subchoices: { size: chosen(1, [3]), toppings: chosen(2, [7, 5]) } });
    const b = draft({ subchoices: { toppings: chosen(2, [5, 7]), size: chosen(1, [3]) } });
    expect(lineKey(a)).toBe(lineKey(b));
    expect(lineKey(a)).toBe('10|1:3|2:5,7');
  });

  it(`differs for another option in the same group (${rule})`, () => {
    const a = draft({ subchoices: { size: chosen(1, [3]) } });
    const b = draft({ subchoices: { size: chosen(1, [4]) } });
    expect(lineKey(a)).not.toBe(lineKey(b));
  });

  it(`differs when the same option id sits in another group (${rule})`, () => {
    const a = draft({ subchoices: { g: chosen(1, [3]) } });
    const b = draft({ subchoices: { g: chosen(2, [3]) } });
    expect(lineKey(a)).not.toBe(lineKey(b));
  });

  it(`differs for another menu item with the same options (${rule})`, () => {
    expect(lineKey(draft({ id: 10 }))).not.toBe(lineKey(draft({ id: 11 })));
  });

  it(`treats a group with nothing chosen like no group (${rule})`, () => {
    expect(lineKey(draft({ subchoices: { extra: chosen(4, []) } }))).toBe(lineKey(draft()));
  });
});

describe('lineRef', () => {
  const small = { ...draft({ subchoices: { size: chosen(1, [1]) } }), amount: 1 };
  const large = { ...draft({ subchoices: { size: chosen(1, [2]) } }), amount: 1 };
  const cart = { ...emptyCart, restaurant_id: 1, items: [small, large] };

  it('names a line by its key or its position', () => {
    expect(lineRef(cart, lineKey(large))).toBe(lineKey(large));
    expect(lineRef(cart, 0)).toBe(lineKey(small));
  });

  it('names nothing by a key or a position the cart does not hold', () => {
    expect(lineRef(cart, '10|1:3')).toBeUndefined();
    expect(lineRef(cart, 2)).toBeUndefined();
  });
});
