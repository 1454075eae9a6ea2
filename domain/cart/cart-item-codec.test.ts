import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { CartItemC } from './cart-item-codec.ts';
import { chosen, draft } from './testing/cart-builders.ts';

const line = { ...draft({ subchoices: { size: chosen(1, [3]) } }), amount: 2 };

/** The names of the codecs along the path of the first error (what a decode failure reports). */
function errorPath(value: unknown): string[] {
  const decoded = CartItemC.decode(value);
  if (!isLeft(decoded)) throw new Error('decoded');
  return (decoded.left[0] as t.ValidationError).context.map((entry) => entry.type.name);
}

describe('the cart line codec (the stored ItemAdded event’s item)', () => {
  it('decodes a line with its options, the disposable mark and its additional discount', () => {
    expect(CartItemC.decode(line)).toEqual({ _tag: 'Right', right: line });
    const marked = { ...line, ms_type: 'disposable', discounts: { additional: 500 } };
    expect(isRight(CartItemC.decode(marked))).toBe(true);
  });

  it('refuses a line missing one of its own fields, named CartItem', () => {
    const { price: _price, ...noPrice } = line;
    expect(errorPath(noPrice)[0]).toBe('CartItem');
    expect(isLeft(CartItemC.decode({ ...line, amount: '2' }))).toBe(true);
  });

  it('refuses a chosen group or option that is not whole, naming the group ChosenGroup', () => {
    const group = chosen(1, [3]);
    const { items: _items, ...noItems } = group;
    expect(errorPath({ ...line, subchoices: { size: noItems } })).toContain('ChosenGroup');
    const noPrice = { ...group, items: [{ id: 3, slug: 'opt-3', name: '옵션3' }] };
    expect(isLeft(CartItemC.decode({ ...line, subchoices: { size: noPrice } }))).toBe(true);
  });

  it('refuses an unknown ms_type and an additional discount that is not a number', () => {
    expect(isLeft(CartItemC.decode({ ...line, ms_type: 'reusable' }))).toBe(true);
    expect(isLeft(CartItemC.decode({ ...line, discounts: { additional: 'free' } }))).toBe(true);
  });
});
