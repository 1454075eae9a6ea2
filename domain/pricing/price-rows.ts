// The breakdown a customer reads under the items, alike in the cart and at checkout: the items, the
// delivery fee, each discount and the verified coupon as negative lines, and the shortfall to the
// minimum order while it is charged (a shortfall that blocks ordering is in no total: the cart says it
// apart, domain/cart/min-order-note.ts). One list, so the screens (cart, checkout, the order-complete
// page) and the CLI printing an order cannot drift apart; the rows add up to the total.
import type { Won } from '../money.ts';
import type { MinOrderStanding } from './min-order.ts';
import type { AppliedDiscount, DiscountKind } from './price-order.ts';

export interface PriceRow {
  /** Stable per row, for keys and tests. */
  readonly key: 'items' | 'delivery' | DiscountKind | 'coupon' | 'shortfall' | 'other';
  readonly label: string;
  readonly amount: Won;
  /** Money taken off (shown as a discount). */
  readonly minus: boolean;
}

export interface PriceRowsInput {
  readonly itemsTotal: Won;
  readonly deliveryFee: Won;
  readonly discounts: readonly AppliedDiscount[];
  readonly coupon: { readonly status: 'none' | 'verified'; readonly amount: Won };
  readonly shortfall: Won;
  readonly minOrder: MinOrderStanding;
  /**
   * An amount a placed order was charged that has no name here (an older gateway's order answer
   * lists no discounts; a newer one may name a discount this client does not know): its own line,
   * so the rows still add up to what was paid.
   */
  readonly other?: Won;
}

/** The label of what is charged, under the rows (checkout, the order-complete page, the CLI). */
export const TOTAL_LABEL = '총 결제금액';

const DISCOUNT_LABEL: Record<DiscountKind, string> = {
  restaurant_percent: '음식점 할인',
  additional_delivery: '추가 할인',
};

export function priceRows(input: PriceRowsInput): readonly PriceRow[] {
  const rows: PriceRow[] = [
    { key: 'items', label: '주문금액', amount: input.itemsTotal, minus: false },
    { key: 'delivery', label: '배달요금', amount: input.deliveryFee, minus: false },
  ];
  for (const discount of input.discounts)
    rows.push({
      key: discount.kind,
      label: DISCOUNT_LABEL[discount.kind],
      amount: discount.amount,
      minus: true,
    });
  if (input.coupon.status === 'verified')
    rows.push({ key: 'coupon', label: '쿠폰 할인', amount: input.coupon.amount, minus: true });
  if (input.minOrder === 'charged' && input.shortfall > 0)
    rows.push({ key: 'shortfall', label: '최소주문금액 부족분', amount: input.shortfall, minus: false });
  const other = input.other ?? 0;
  if (other !== 0)
    rows.push(
      other < 0
        ? { key: 'other', label: '할인', amount: other, minus: true }
        : { key: 'other', label: '기타 금액', amount: other, minus: false },
    );
  return rows;
}
