import { rejection } from '../result.ts';
import { checkLineStock } from './cart-stock.ts';
import { findLine } from './line-key.ts';
import { type CartUpdate, isValidAmount, refused, updated } from './outcome.ts';
import type { Cart } from './types.ts';

/**
 * Sets the amount of the line `key`. Never below 1 (spec 000 §4 "An amount cannot go below 1.");
 * stock is re-checked only on an increase, so a cart over a lowered stock can still be reduced.
 */
export function changeAmount(cart: Cart, key: string, amount: number): CartUpdate {
  if (!isValidAmount(amount)) return refused(rejection('CART_AMOUNT_MIN'));
  const line = findLine(cart.items, key);
  if (line === undefined) return refused(rejection('CART_ITEM_UNKNOWN'));
  if (amount > line.amount) {
    const stock = checkLineStock(cart.items, line, key, amount);
    if (!stock.ok) return refused(stock.rejection);
  }
  return updated({ ...cart, items: cart.items.map((l) => (l === line ? { ...l, amount } : l)) });
}
