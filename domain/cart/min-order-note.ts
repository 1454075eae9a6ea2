// What the cart says about the minimum order (spec 000 §5 "Minimum order", §9 "A shortfall to
// min_order_amount is added to the total"), from the priced checkout view, alike in the cart, the
// restaurant page's cart bar and anything printing a cart:
// - a shortfall that blocks ordering (over 2,000원, or any where the restaurant refuses orders under
//   its minimum) is its own line, in no total, and the order button says why it cannot order yet;
//   tapping it still asks the gate, whose dialog (MIN_ORDER_BLOCKED) says it again;
// - a shortfall ordering goes on with is a row of the total (pricing/price-rows.ts) and a line that
//   says so; the button orders, and the gate asks first (MIN_ORDER_SHORTFALL).
// Worded here (the spec names no string): "최소주문금액" as the restaurant header says it.
import { formatWon, type Won } from '../money.ts';
import type { MinOrderStanding } from '../pricing/min-order.ts';

export interface MinOrderNote {
  readonly standing: 'charged' | 'blocked';
  /** The restaurant's min_order_amount. */
  readonly min: Won;
  /** What is missing. */
  readonly shortfall: Won;
  /** The line under the cart's breakdown. */
  readonly text: string;
  /** The second line of the restaurant page's cart bar. */
  readonly barText: string;
}

export interface MinOrderView {
  readonly itemsTotal: Won;
  readonly shortfall: Won;
  readonly minOrder: MinOrderStanding;
}

/** Null once the minimum is met. While there is a shortfall the minimum is the items plus it. */
export function minOrderNote(view: MinOrderView): MinOrderNote | null {
  if (view.minOrder === 'met' || view.shortfall <= 0) return null;
  const shortfall = formatWon(view.shortfall);
  const base = { min: view.itemsTotal + view.shortfall, shortfall: view.shortfall };
  return view.minOrder === 'blocked'
    ? {
        standing: 'blocked',
        ...base,
        text: `최소주문금액까지 ${shortfall} 더 담아주세요.`,
        barText: `최소주문금액까지 ${shortfall}`,
      }
    : {
        standing: 'charged',
        ...base,
        text: `최소주문금액까지 ${shortfall} 남았습니다. 이대로 주문하면 부족분이 합계에 더해집니다.`,
        barText: `최소주문금액 부족분 ${shortfall} 포함`,
      };
}

export interface OrderButton {
  readonly label: string;
  /** False while the minimum blocks ordering: the button is drawn as not yet usable. */
  readonly ready: boolean;
}

/** The cart's order button: 주문하기, or, while the minimum blocks ordering, from what amount it orders. */
export function orderButton(view: MinOrderView): OrderButton {
  const note = minOrderNote(view);
  return note?.standing === 'blocked'
    ? { label: `최소주문금액 ${formatWon(note.min)}부터 주문 가능`, ready: false }
    : { label: '주문하기', ready: true };
}
