// The order-complete page's summary (spec 000 §4 "Thank-you page": "It loads the order by
// order_number, computes the shortfall to the minimum order"; §9 "Money rules"), for the web page
// and the CLI alike. The money reads as it read at checkout (UI guide "Money reads the same
// everywhere"): the same rows from pricing/price-rows.ts — 주문금액 the food alone, 배달요금, each
// discount, the shortfall — adding up to 총 결제금액; then where it goes, the request and the payment.
import { formatWon, sumWon, type Won } from '../money.ts';
import type { OrderInfo, OrderInfoDiscount, OrderInfoOption } from '../ports/order-types.ts';
import { minOrderShortfall } from '../pricing/min-order.ts';
import type { AppliedDiscount, DiscountKind } from '../pricing/price-order.ts';
import { type PriceRow, type PriceRowsInput, priceRows } from '../pricing/price-rows.ts';
import type { Language } from '../shell/language.ts';
import { paymentLabel } from './payment-labels.ts';

export interface OrderSummary {
  /** Each item with its line amount (price × quantity) and its options (none in an older answer). */
  readonly lines: readonly {
    readonly name: string;
    readonly quantity: number;
    readonly amount: Won;
    readonly options: readonly OrderInfoOption[];
  }[];
  /** The checkout's rows; they add up to `total`. */
  readonly rows: readonly PriceRow[];
  /** What was charged (payment_amount). */
  readonly total: Won;
  /** The note under the summary when there was a shortfall, else null. */
  readonly shortfallNote: string | null;
  /** The delivery address with its detail; null when the answer has none. */
  readonly address: string | null;
  /** 요청사항 as written; '' when there was none. */
  readonly request: string;
  /** The payment method as the customer chose it (만나서 현금결제, 신용카드, …). */
  readonly payment: string;
}

/** The breakdown's entries by the server cart's names (contract/order.ts). */
const DISCOUNT_KINDS: Readonly<Record<string, DiscountKind>> = {
  restaurant_discount: 'restaurant_percent',
  additional_discount: 'additional_delivery',
  additional_discount_per_menu: 'additional_delivery',
};

/** A coupon line only where a coupon took something off. */
const couponOf = (amount: Won): PriceRowsInput['coupon'] =>
  amount === 0 ? { status: 'none', amount: 0 } : { status: 'verified', amount };

/** The rows' input from the answer's breakdown: each entry in its place, an unknown one as "other". */
function fromBreakdown(
  order: OrderInfo,
  itemsTotal: Won,
  entries: readonly OrderInfoDiscount[],
): PriceRowsInput {
  const discounts: AppliedDiscount[] = [];
  let coupon = 0;
  let shortfall = 0;
  let other = 0;
  for (const entry of entries) {
    const kind = DISCOUNT_KINDS[entry.type];
    if (kind !== undefined) {
      const same = discounts.findIndex((d) => d.kind === kind);
      if (same === -1) discounts.push({ kind, amount: entry.amount });
      else discounts[same] = { kind, amount: (discounts[same]?.amount ?? 0) + entry.amount };
    } else if (entry.type === 'coupon') coupon += entry.amount;
    else if (entry.type === 'min_order_shortfall') shortfall += entry.amount;
    else other += entry.amount;
  }
  const deliveryFee = order.delivery_fee ?? 0;
  // what the answer's entries leave unexplained (none when it adds up, as the gateway's does)
  other += order.payment_amount - (itemsTotal + deliveryFee + sumWon(entries.map((e) => e.amount)));
  // a placed order's shortfall was charged: one that blocks ordering is never placed
  return {
    itemsTotal,
    deliveryFee,
    discounts,
    coupon: couponOf(coupon),
    shortfall,
    minOrder: 'charged',
    other,
  };
}

/**
 * An older answer without the breakdown: the food from its lines, the shortfall by the rule, the
 * coupon as payment minus the amount before it; what is left is the fee where the answer does not
 * give it (a log written before it was recorded), else an unnamed discount.
 */
function withoutBreakdown(order: OrderInfo, itemsTotal: Won): PriceRowsInput {
  const shortfall = minOrderShortfall(order.min_order_amount, itemsTotal);
  const coupon = Math.min(0, order.payment_amount - order.total_order_amount);
  const left = order.payment_amount - coupon - itemsTotal - shortfall;
  const deliveryFee = order.delivery_fee ?? Math.max(0, left);
  return {
    itemsTotal,
    deliveryFee,
    discounts: [],
    coupon: couponOf(coupon),
    shortfall,
    minOrder: 'charged',
    other: left - deliveryFee,
  };
}

/** The note of a charged shortfall, in the customer's language (worded here: see below). */
function shortfallNote(minOrder: Won, shortfall: Won, language: Language): string {
  return language === 'en'
    ? `Your total includes ${formatWon(shortfall, 'en')} to reach the ${formatWon(minOrder, 'en')} minimum order.`
    : `최소 주문 금액 ${formatWon(minOrder)}에 모자란 ${formatWon(shortfall)}이 결제 금액에 포함되었습니다.`;
}

/**
 * The summary of a loaded order; its note and payment method in `language` (the rows' labels are
 * pricing/price-rows.ts's).
 */
export function orderSummary(order: OrderInfo, language: Language = 'ko'): OrderSummary {
  const lines = order.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    amount: item.price * item.quantity,
    options: item.options ?? [],
  }));
  const itemsTotal = order.items_total ?? sumWon(lines.map((line) => line.amount));
  const input =
    order.discounts === undefined
      ? withoutBreakdown(order, itemsTotal)
      : fromBreakdown(order, itemsTotal, order.discounts);
  const address = order.address?.trim() ?? '';
  return {
    lines,
    rows: priceRows(input),
    total: order.payment_amount,
    // worded here: the spec names the shortfall (§9 "A shortfall to min_order_amount is added to
    // the total") but not the note's text.
    shortfallNote:
      input.shortfall === 0 ? null : shortfallNote(order.min_order_amount, input.shortfall, language),
    address: address === '' ? null : address,
    request: order.user_comment?.trim() ?? '',
    payment: paymentLabel(order.payment_method, language),
  };
}
