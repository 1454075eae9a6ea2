import { ok, type Result, reject } from '../result.ts';
import { draft, type EventDraft } from '../store/decision.ts';
import { checkLineStock } from './cart-stock.ts';
import { findLine } from './line-key.ts';
import { isValidAmount } from './outcome.ts';
import type { Cart } from './types.ts';

/**
 * Sets the amount of the line `key`. Never below 1 (spec 000 §4 "An amount cannot go below 1.");
 * stock is re-checked only on an increase, so a cart over a lowered stock can still be reduced.
 */
export function changeAmount(cart: Cart, key: string, amount: number): Result<readonly EventDraft[]> {
  if (!isValidAmount(amount)) return reject('CART_AMOUNT_MIN');
  const line = findLine(cart.items, key);
  if (line === undefined) return reject('CART_ITEM_UNKNOWN');
  if (amount > line.amount) {
    const stock = checkLineStock(cart.items, line, key, amount);
    if (!stock.ok) return stock;
  }
  return ok([draft('ItemAmountChanged', { lineKey: key, amount })]);
}
