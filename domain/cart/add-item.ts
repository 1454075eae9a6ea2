// Adding a resolved menu item to the cart (spec 000 §4 "Cart", §5 "Stock").

import { checkStock } from '../menu/stock.ts';
import type { MenuCategory } from '../menu/types.ts';
import { rejection } from '../result.ts';
import { amountInCart } from './cart-stock.ts';
import { ensureDisposable, markDisposable, withDisposableLast } from './disposable.ts';
import { lineKey } from './line-key.ts';
import { type AddOutcome, type CartRestaurant, isValidAmount } from './outcome.ts';
import { type Cart, type CartItem, emptyCart } from './types.ts';

/** A cart line before it has an amount: the option dialog's resolved choice. */
export type CartItemDraft = Omit<CartItem, 'amount'>;

export interface AddItemInput {
  readonly restaurant: CartRestaurant;
  /** The restaurant's menu, for the required disposable item. */
  readonly menu: readonly MenuCategory[];
  readonly item: CartItemDraft;
  readonly amount: number;
  /** The customer agreed to clear another restaurant's cart. */
  readonly confirmed?: boolean;
}

function startCart(restaurant: CartRestaurant): Cart {
  return {
    ...emptyCart,
    restaurant_id: restaurant.id,
    restaurant_name: restaurant.name,
    default_price: restaurant.default_price,
  };
}

/**
 * The same menu item with the same option combination raises the line's amount; anything else is a
 * new line. Stock is checked whenever the item is stocked, whatever stock_management says: the
 * "(N개 남음)" label promises it. The cart is cleared only when the add itself succeeds.
 */
export function addItem(cart: Cart, input: AddItemInput): AddOutcome {
  const { restaurant, menu, amount } = input;
  if (!isValidAmount(amount)) return { kind: 'rejected', rejection: rejection('CART_AMOUNT_MIN') };

  const otherRestaurant = cart.items.length > 0 && cart.restaurant_id !== restaurant.id;
  if (otherRestaurant && input.confirmed !== true) {
    return { kind: 'confirm', rejection: rejection('CART_OTHER_RESTAURANT') };
  }
  const base = cart.items.length === 0 || otherRestaurant ? startCart(restaurant) : cart;

  const item = markDisposable(input.item, menu);
  const stock = checkStock({
    stockAmount: item.stock_amount,
    requested: amount,
    inCart: amountInCart(base.items, item.id_for_stock),
  });
  if (!stock.ok) return { kind: 'rejected', rejection: stock.rejection };

  const key = lineKey(item);
  const existing = base.items.find((line) => lineKey(line) === key);
  const items =
    existing === undefined
      ? [...base.items, { ...item, amount }]
      : base.items.map((line) => (line === existing ? { ...item, amount: line.amount + amount } : line));

  return ensureDisposable({ ...base, items: withDisposableLast(items) }, restaurant, menu);
}
