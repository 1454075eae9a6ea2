import { ok, type Result, reject } from '../result.ts';
import { draft, type EventDraft } from '../store/decision.ts';
import { isDisposable } from './disposable.ts';
import { findLine } from './line-key.ts';
import type { CartRestaurant } from './outcome.ts';
import type { Cart } from './types.ts';

/**
 * Removes the line `key`. The required disposable item cannot be removed on its own; when the last
 * menu line goes, the disposable item goes with it and the cart is cleared (a cart of spoons alone
 * orders nothing).
 */
export function removeLine(
  cart: Cart,
  restaurant: Pick<CartRestaurant, 'has_disposable_menu'>,
  key: string,
): Result<readonly EventDraft[]> {
  const line = findLine(cart.items, key);
  if (line === undefined) return reject('CART_ITEM_UNKNOWN');
  if (isDisposable(line) && restaurant.has_disposable_menu) return reject('DISPOSABLE_NOT_REMOVABLE');
  const rest = cart.items.filter((l) => l !== line);
  return ok([
    rest.every(isDisposable)
      ? draft('CartCleared', { reason: 'customer' })
      : draft('ItemRemoved', { lineKey: key }),
  ]);
}

/** Empties the cart and forgets its restaurant; an empty cart records nothing. */
export function clearCart(cart: Cart): readonly EventDraft[] {
  return cart.items.length === 0 ? [] : [draft('CartCleared', { reason: 'customer' })];
}
