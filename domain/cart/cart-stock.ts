// Stock is counted per id_for_stock across every option combination in the cart.
import { checkStock } from '../menu/stock.ts';
import type { Result } from '../result.ts';
import { lineKey } from './line-key.ts';
import type { CartItem } from './types.ts';

/** What the cart holds for `idForStock`, leaving out the line `exceptKey` when given. */
export function amountInCart(items: readonly CartItem[], idForStock: number, exceptKey?: string): number {
  let total = 0;
  for (const line of items) {
    // Equivalent mutant (ConditionalExpression, exceptKey === undefined → false): a line's key is a
    // string, never undefined, so without exceptKey every line of idForStock counts either way.
    // Stryker disable next-line ConditionalExpression: equivalent, see above
    if (line.id_for_stock === idForStock && (exceptKey === undefined || lineKey(line) !== exceptKey)) {
      total += line.amount;
    }
  }
  return total;
}

/** May the line `key` of `item` hold `amount` next to the rest of the cart? */
export function checkLineStock(
  items: readonly CartItem[],
  item: Pick<CartItem, 'id_for_stock' | 'stock_amount'>,
  key: string,
  amount: number,
): Result<number> {
  return checkStock({
    stockAmount: item.stock_amount,
    requested: amount,
    inCart: amountInCart(items, item.id_for_stock, key),
  });
}
