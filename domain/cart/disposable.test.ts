import { describe, expect, it } from 'vitest';
import { aGroup, anOption } from '../menu/testing/menu-builders.ts';
import {
  disposableLine,
  ensureDisposable,
  findDisposable,
  markDisposable,
  withDisposableLast,
} from './disposable.ts';
import { disposableMenu, draft, menuItem, restaurantA } from './testing/cart-builders.ts';
import { type Cart, emptyCart } from './types.ts';

const shortage =
  'spec 000 §5 "A restaurant with has_disposable_menu requires the disposable item. If it is unavailable"';
const withDisposables = { ...restaurantA, has_disposable_menu: true };
const oneLine: Cart = { ...emptyCart, restaurant_id: 1, items: [{ ...draft(), amount: 1 }] };

describe('withDisposableLast', () => {
  it('moves the disposable line behind the others (spec 000 §4 "The disposable item is kept last.")', () => {
    const cup = { ...draft({ id: 900, ms_type: 'disposable' }), amount: 1 };
    const a = { ...draft({ id: 1 }), amount: 1 };
    const b = { ...draft({ id: 2 }), amount: 1 };
    expect(withDisposableLast([a, cup, b])).toEqual([a, b, cup]);
  });
});

describe('findDisposable', () => {
  it(`finds the item of the disposable category (${shortage})`, () => {
    const result = findDisposable(disposableMenu(menuItem({ id: 901 })));
    expect(result.ok && result.value.id).toBe(901);
  });

  it(`skips a sold-out disposable item for an available one (${shortage})`, () => {
    const result = findDisposable(disposableMenu(menuItem({ id: 1, soldout: true }), menuItem({ id: 2 })));
    expect(result.ok && result.value.id).toBe(2);
  });

  it.each([
    ['missing', disposableMenu()],
    ['sold out', disposableMenu(menuItem({ soldout: true }))],
    ['out of stock', disposableMenu(menuItem({ stock_amount: 0 }))],
  ])(`reports a shortage when the item is %s (${shortage})`, (_, menu) => {
    const result = findDisposable(menu);
    expect(!result.ok && result.rejection.code).toBe('DISPOSABLE_SHORTAGE');
    expect(!result.ok && result.rejection.message).toContain('주문을 계속할 수 없습니다.');
  });
});

describe('ensureDisposable', () => {
  it(`gives the disposable line the first cart needs, and none once it holds one (${shortage})`, () => {
    const result = ensureDisposable(oneLine.items, withDisposables, disposableMenu(menuItem({ price: 100 })));
    expect(
      result.ok &&
        result.value && [result.value.id, result.value.amount, result.value.price, result.value.ms_type],
    ).toEqual([900, 1, 100, 'disposable']);
    if (!result.ok || result.value === null) return;
    expect(ensureDisposable([...oneLine.items, result.value], withDisposables, disposableMenu())).toEqual({
      ok: true,
      value: null,
    });
  });

  it(`refuses the cart when the disposable item is unavailable (${shortage})`, () => {
    const result = ensureDisposable(
      oneLine.items,
      withDisposables,
      disposableMenu(menuItem({ soldout: true })),
    );
    expect(!result.ok && result.rejection.code).toBe('DISPOSABLE_SHORTAGE');
  });

  it('leaves a restaurant without has_disposable_menu alone (spec 000 §3 "has_disposable_menu")', () => {
    expect(ensureDisposable(oneLine.items, restaurantA, disposableMenu())).toEqual({ ok: true, value: null });
  });
});

describe('markDisposable', () => {
  it('marks a draft of the disposable category (spec 000 §3 "ms_type (\'disposable\' marks the required disposable-item category)")', () => {
    const menu = disposableMenu(menuItem({ id: 900 }));
    expect(markDisposable(draft({ id: 900, ms_type: undefined }), menu).ms_type).toBe('disposable');
    expect(markDisposable(draft({ id: 10 }), menu).ms_type).toBeNull();
  });
});

describe('the disposable item at the edge of its stock', () => {
  it(`takes a stocked disposable item with one left, not one with none (${shortage})`, () => {
    const last = menuItem({ id: 901, stock_amount: 1 });
    expect(findDisposable(disposableMenu(menuItem({ stock_amount: 0 }), last))).toEqual({
      ok: true,
      value: last,
    });
    expect(findDisposable(disposableMenu(menuItem({ stock_amount: 0 }))).ok).toBe(false);
  });

  it(`treats a disposable item whose mandatory group cannot be chosen as unavailable (${shortage})`, () => {
    const soldOutChoice = aGroup({
      slug: 'cutlery',
      mandatory: true,
      subchoices: [anOption({ slug: 'spoon', soldout: true })],
    });
    expect(disposableLine(menuItem({ subchoices: [soldOutChoice] }))).toMatchObject({
      ok: false,
      rejection: { code: 'DISPOSABLE_SHORTAGE' },
    });
  });

  it(`needs no second disposable line once the cart holds one (${shortage})`, () => {
    const cup = { ...draft({ id: 900, ms_type: 'disposable' }), amount: 1 };
    expect(ensureDisposable([...oneLine.items, cup], withDisposables, [])).toEqual({ ok: true, value: null });
  });
});

describe('ensureDisposable of an empty cart', () => {
  it(`asks for no disposable line while the cart holds nothing (${shortage})`, () => {
    expect(ensureDisposable([], withDisposables, disposableMenu(menuItem()))).toEqual({
      ok: true,
      value: null,
    });
  });
});
