// Adding a resolved menu item to the cart (spec 000 §4 "Cart", §5 "Stock"): which events happen,
// answered as the AddItem intent's decision. The cart they make is computed by evolve alone
// (domain/store/evolve-cart.ts); the cart's property tests run this rule over command sequences.

import { checkStock } from '../menu/stock.ts';
import type { MenuCategory } from '../menu/types.ts';
import { rejection } from '../result.ts';
import {
  accept,
  askToConfirm,
  type Decision,
  draft,
  type EventDraft,
  refuse,
  refuseWith,
} from '../store/decision.ts';
import { amountInCart } from './cart-stock.ts';
import { ensureDisposable, markDisposable } from './disposable.ts';
import type { CartItemDraft } from './line-draft.ts';
import { type CartRestaurant, isValidAmount } from './outcome.ts';
import type { Cart } from './types.ts';

export type { CartItemDraft };

export interface AddItemInput {
  readonly restaurant: CartRestaurant;
  /** The restaurant's menu, for the required disposable item. */
  readonly menu: readonly MenuCategory[];
  readonly item: CartItemDraft;
  readonly amount: number;
  /** The customer agreed to clear another restaurant's cart. */
  readonly confirmed?: boolean;
}

/**
 * The same menu item with the same option combination raises the line's amount; anything else is a
 * new line (evolve merges by line key). Stock is checked whenever the item is stocked, whatever
 * stock_management says: the "(N개 남음)" label promises it. Another restaurant's cart is cleared
 * only when the add itself succeeds; the required disposable item is added with the first line.
 */
export function addItem(cart: Cart, input: AddItemInput): Decision {
  const { restaurant, menu, amount } = input;
  if (!isValidAmount(amount)) return refuse('CART_AMOUNT_MIN');

  const otherRestaurant = cart.items.length > 0 && cart.restaurant_id !== restaurant.id;
  if (otherRestaurant && input.confirmed !== true) {
    return askToConfirm(rejection('CART_OTHER_RESTAURANT'));
  }
  // Equivalent mutants (ArrayDeclaration): `kept` is read only for the stock in the cart (an entry that is
  // not a line adds nothing) and whether a disposable line is there (it is not one); a non-empty array
  // changes neither.
  // Stryker disable next-line ArrayDeclaration: equivalent, see above
  const kept = otherRestaurant ? [] : cart.items;

  const item = markDisposable(input.item, menu);
  const stock = checkStock({
    stockAmount: item.stock_amount,
    requested: amount,
    inCart: amountInCart(kept, item.id_for_stock),
  });
  if (!stock.ok) return refuseWith(stock.rejection);

  const disposable = ensureDisposable([...kept, item], restaurant, menu);
  if (!disposable.ok) return refuseWith(disposable.rejection);

  const origin = {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    defaultPrice: restaurant.default_price,
  };
  const events: EventDraft[] = otherRestaurant ? [draft('CartCleared', { reason: 'other-restaurant' })] : [];
  events.push(draft('ItemAdded', { ...origin, item: { ...item, amount } }));
  if (disposable.value !== null) events.push(draft('ItemAdded', { ...origin, item: disposable.value }));
  return accept(...events);
}
