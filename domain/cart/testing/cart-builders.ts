// Builders shared by the cart tests and property-tests/cart.property.test.ts.
import type { MenuCategory, MenuItem } from '../../menu/types.ts';
import type { EventDraft } from '../../store/decision.ts';
import { evolveCart } from '../../store/evolve-cart.ts';
import type { CartItemDraft } from '../add-item.ts';
import type { CartRestaurant } from '../outcome.ts';
import type { Cart, ChosenGroup } from '../types.ts';

export const restaurantA: CartRestaurant = {
  id: 1,
  name: '한솥도시락 강남점',
  default_price: 0,
  stock_management: false,
  has_disposable_menu: false,
};

export const restaurantB: CartRestaurant = { ...restaurantA, id: 2, name: '교촌치킨 역삼점' };

/** A group with the given option ids chosen, in the order given. */
export function chosen(groupId: number, optionIds: readonly number[], price = 500): ChosenGroup {
  return {
    id: groupId,
    name: `옵션그룹${groupId}`,
    multiple: optionIds.length > 1,
    items: optionIds.map((id) => ({ id, slug: `opt-${id}`, name: `옵션${id}`, price })),
  };
}

export function draft(overrides: Partial<CartItemDraft> = {}): CartItemDraft {
  return {
    id: 10,
    id_for_stock: 10,
    slug: 'bulgogi-dosirak',
    name: '불고기 도시락',
    price: 6500,
    base_price: 6500,
    subchoices: {},
    stock_amount: null,
    ms_type: null,
    ...overrides,
  };
}

export function menuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 900,
    name: '수저·포크',
    slug: 'cutlery',
    price: 0,
    discounted_price: null,
    soldout: false,
    stock_amount: null,
    subchoices: [],
    ...overrides,
  };
}

export function disposableMenu(...items: readonly MenuItem[]): readonly MenuCategory[] {
  return [
    { slug: 'main', name: '메인', items: [] },
    { slug: 'disposable', name: '일회용품', ms_type: 'disposable', items },
  ];
}

/** The cart the rules' events make, as evolve applies them. */
export function applyCart(cart: Cart, events: readonly EventDraft[]): Cart {
  return events.reduce((c, e) => {
    if (
      e.type === 'CartCleared' ||
      e.type === 'ItemAdded' ||
      e.type === 'ItemAmountChanged' ||
      e.type === 'ItemRemoved'
    )
      return evolveCart(c, e);
    throw new Error(`not a cart event: ${e.type}`);
  }, cart);
}
