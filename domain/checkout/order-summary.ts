// The order-complete page's summary (spec 000 §4 "Thank-you page": "It loads the order by
// order_number, computes the shortfall to the minimum order"; §9 "A shortfall to min_order_amount
// is added to the total").
import { formatWon, sumWon, type Won } from '../money.ts';
import type { OrderInfo } from '../ports/order-types.ts';
import { minOrderShortfall } from '../pricing/min-order.ts';

export interface OrderSummary {
  /** Each item with its line amount (price × quantity). */
  readonly lines: readonly { readonly name: string; readonly quantity: number; readonly amount: Won }[];
  readonly itemsTotal: Won;
  /** What the coupon took off the order amount (negative), 0 if nothing. */
  readonly discount: Won;
  /** What the items fell short of the minimum order (spec 000 §4 "computes the shortfall"); 0 if none. */
  readonly shortfall: Won;
  /** The note under the summary when there was a shortfall, else null. */
  readonly shortfallNote: string | null;
}

/** The summary of a loaded order: its items total and the shortfall to the minimum order. */
export function orderSummary(order: OrderInfo): OrderSummary {
  const lines = order.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    amount: item.price * item.quantity,
  }));
  const itemsTotal = sumWon(lines.map((line) => line.amount));
  const shortfall = minOrderShortfall(order.min_order_amount, itemsTotal);
  return {
    lines,
    itemsTotal,
    discount: Math.min(0, order.payment_amount - order.total_order_amount),
    shortfall,
    // worded here: the spec names the shortfall (§9 "A shortfall to min_order_amount is added to
    // the total") but not the note's text.
    shortfallNote:
      shortfall === 0
        ? null
        : `최소 주문 금액 ${formatWon(order.min_order_amount)}에 모자란 ${formatWon(shortfall)}이 결제 금액에 포함되었습니다.`,
  };
}
