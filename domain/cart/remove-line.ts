import { rejection } from '../result.ts';
import { isDisposable } from './disposable.ts';
import { findLine } from './line-key.ts';
import { type CartRestaurant, type CartUpdate, refused, updated } from './outcome.ts';
import { type Cart, emptyCart } from './types.ts';

/**
 * Removes the line `key`. The required disposable item cannot be removed on its own; when the last
 * menu line goes, the disposable item goes with it and the cart is empty (a cart of spoons alone
 * orders nothing).
 */
export function removeLine(
  cart: Cart,
  restaurant: Pick<CartRestaurant, 'has_disposable_menu'>,
  key: string,
): CartUpdate {
  const line = findLine(cart.items, key);
  if (line === undefined) return refused(rejection('CART_ITEM_UNKNOWN'));
  if (isDisposable(line) && restaurant.has_disposable_menu) {
    return refused(rejection('DISPOSABLE_NOT_REMOVABLE'));
  }
  const items = cart.items.filter((l) => l !== line);
  return updated(items.every(isDisposable) ? emptyCart : { ...cart, items });
}

/** Empties the cart and forgets its restaurant. */
export function clearCart(): Cart {
  return emptyCart;
}
