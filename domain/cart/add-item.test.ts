import { describe, expect, it } from 'vitest';
import type { Rejection } from '../result.ts';
import { type AddItemInput, addItem } from './add-item.ts';
import {
  applyCart,
  chosen,
  disposableMenu,
  draft,
  menuItem,
  restaurantA,
  restaurantB,
} from './testing/cart-builders.ts';
import { type Cart, emptyCart } from './types.ts';

/** The rule's answer, with the cart its events make (as evolve applies them). */
type Added =
  | { readonly kind: 'ok'; readonly cart: Cart }
  | { readonly kind: 'rejected' | 'confirm'; readonly rejection: Rejection };

function add(cart: Cart, over: Partial<AddItemInput> = {}): Added {
  const decision = addItem(cart, { restaurant: restaurantA, menu: [], item: draft(), amount: 1, ...over });
  if (decision.confirm !== undefined) return { kind: 'confirm', rejection: decision.confirm };
  if (decision.rejection !== undefined) return { kind: 'rejected', rejection: decision.rejection };
  return { kind: 'ok', cart: applyCart(cart, decision.events) };
}

function cartOf(outcome: Added): Cart {
  if (outcome.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(outcome)}`);
  return outcome.cart;
}

const same = 'spec 000 §4 "Adding an item with the same option combination raises its amount."';
const other = 'spec 000 §4 "A cart from another restaurant is cleared after confirmation."';
const stock = 'spec 000 §5 "Requested amount plus the amount already in the cart may not exceed stock"';

describe('addItem', () => {
  it(`starts the cart with the restaurant and its default_price (${same})`, () => {
    const cart = cartOf(add(emptyCart, { restaurant: { ...restaurantA, default_price: 700 }, amount: 2 }));
    expect(cart).toMatchObject({
      restaurant_id: 1,
      restaurant_name: '한솥도시락 강남점',
      default_price: 700,
    });
    expect(cart.items).toEqual([{ ...draft(), amount: 2 }]);
  });

  it(`raises the amount for the same option combination (${same})`, () => {
    const first = draft({ subchoices: { a: chosen(1, [2, 3]), b: chosen(4, [5]) } });
    const again = draft({ subchoices: { b: chosen(4, [5]), a: chosen(1, [3, 2]) } });
    const cart = cartOf(add(cartOf(add(emptyCart, { item: first, amount: 2 })), { item: again, amount: 3 }));
    expect(cart.items.map((l) => l.amount)).toEqual([5]);
  });

  it(`adds a new line for another option combination (${same})`, () => {
    const cart = cartOf(
      add(cartOf(add(emptyCart, { item: draft({ subchoices: { a: chosen(1, [2]) } }) })), {
        item: draft({ subchoices: { a: chosen(1, [3]) } }),
      }),
    );
    expect(cart.items).toHaveLength(2);
  });

  it('refuses an amount below 1 (spec 000 §4 "An amount cannot go below 1.")', () => {
    for (const amount of [0, -1, 1.5]) {
      const outcome = add(emptyCart, { amount });
      expect(outcome.kind === 'rejected' && outcome.rejection.code).toBe('CART_AMOUNT_MIN');
    }
  });

  it(`asks before replacing another restaurant's cart (${other})`, () => {
    const cartA = cartOf(add(emptyCart));
    const outcome = add(cartA, { restaurant: restaurantB });
    expect(outcome.kind === 'confirm' && outcome.rejection.code).toBe('CART_OTHER_RESTAURANT');
  });

  it(`clears the other restaurant's cart once confirmed (${other})`, () => {
    const cartA = cartOf(add(emptyCart, { amount: 3 }));
    const item = draft({ id: 77, id_for_stock: 77 });
    const cart = cartOf(add(cartA, { restaurant: restaurantB, item, confirmed: true }));
    expect(cart.restaurant_id).toBe(2);
    expect(cart.items).toEqual([{ ...item, amount: 1 }]);
  });

  it(`answers the events: the other cart cleared, then the line added (${other})`, () => {
    const cartA = cartOf(add(emptyCart));
    const item = draft({ id: 77, id_for_stock: 77 });
    const outcome = addItem(cartA, { restaurant: restaurantB, menu: [], item, amount: 2, confirmed: true });
    expect(outcome).toEqual({
      events: [
        { type: 'CartCleared', data: { reason: 'other-restaurant' } },
        {
          type: 'ItemAdded',
          data: {
            restaurantId: 2,
            restaurantName: '교촌치킨 역삼점',
            defaultPrice: 0,
            item: { ...item, amount: 2 },
          },
        },
      ],
    });
  });

  it(`counts the other option combinations of the same id_for_stock (${stock})`, () => {
    const small = draft({ subchoices: { size: chosen(1, [1]) }, stock_amount: 3 });
    const large = draft({ subchoices: { size: chosen(1, [2]) }, stock_amount: 3 });
    const cart = cartOf(add(emptyCart, { item: small, amount: 2 }));
    expect(add(cart, { item: large, amount: 1 }).kind).toBe('ok');
    const outcome = add(cart, { item: large, amount: 2 });
    expect(outcome.kind === 'rejected' && outcome.rejection.message).toBe(
      '주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.',
    );
  });

  it(`checks a stocked item even without stock_management (${stock})`, () => {
    const outcome = add(emptyCart, { item: draft({ stock_amount: 1 }), amount: 2 });
    expect(outcome.kind).toBe('rejected');
  });

  it(`keeps the cart of another restaurant when the confirmed add is refused (${other})`, () => {
    const outcome = add(cartOf(add(emptyCart)), {
      restaurant: restaurantB,
      item: draft({ stock_amount: 0 }),
      confirmed: true,
    });
    expect(outcome.kind).toBe('rejected');
  });

  describe('with a required disposable item', () => {
    const restaurant = { ...restaurantA, has_disposable_menu: true };
    const menu = disposableMenu(menuItem({ id: 900 }));

    it('adds the disposable item with the first item and keeps it last (spec 000 §4 "The disposable item is kept last.")', () => {
      const first = cartOf(add(emptyCart, { restaurant, menu }));
      const cart = cartOf(add(first, { restaurant, menu, item: draft({ id: 11, id_for_stock: 11 }) }));
      expect(cart.items.map((l) => l.id)).toEqual([10, 11, 900]);
    });

    it('refuses the first item when the disposable item is sold out (spec 000 §5 "If it is unavailable: "일회용품 부족 안내 ... 주문을 계속할 수 없습니다."")', () => {
      const outcome = add(emptyCart, { restaurant, menu: disposableMenu(menuItem({ soldout: true })) });
      expect(outcome.kind === 'rejected' && outcome.rejection.code).toBe('DISPOSABLE_SHORTAGE');
    });

    it('merges an added disposable item into the required line (spec 000 §4 "The disposable item is kept last.")', () => {
      const first = cartOf(add(emptyCart, { restaurant, menu }));
      const cup = draft({ id: 900, id_for_stock: 900, price: 0, base_price: 0, ms_type: undefined });
      const cart = cartOf(add(first, { restaurant, menu, item: cup, amount: 2 }));
      expect(cart.items.map((l) => [l.id, l.amount])).toEqual([
        [10, 1],
        [900, 3],
      ]);
    });
  });
});
