// A refused order submission (spec 000 §8 "Cart submit errors"): `{errors: [[type, message, ...]]}`
// with one of the spec's types, and the stock info for the stock popup with error_stock.
import type { CartSubmitErrorType } from '../../../domain/checkout/cart-submit-errors.ts';
import { type Answer, answer } from '../../http/serve-call.ts';
import type { Shortage } from '../cart/stock-levels.ts';

export interface OrderRefusal {
  readonly status: number;
  readonly type: CartSubmitErrorType;
  readonly message: string;
  /** Further elements of the entry: the short lines for error_stock, the server's total for a price change. */
  readonly extra?: unknown;
  readonly stockInfo?: readonly Shortage[];
}

export const orderRefusal = (
  status: number,
  type: CartSubmitErrorType,
  message: string,
  more: Pick<OrderRefusal, 'extra' | 'stockInfo'> = {},
): OrderRefusal => ({ status, type, message, ...more });

export function refusalAnswer(refusal: OrderRefusal): Answer {
  const entry =
    refusal.extra === undefined
      ? [refusal.type, refusal.message]
      : [refusal.type, refusal.message, refusal.extra];
  return answer({ errors: [entry], stock_info: refusal.stockInfo ?? null }, refusal.status);
}
