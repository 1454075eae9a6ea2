// The breakdown a customer reads under the items, alike in the cart and at checkout: the items, the
// delivery fee, each discount and the verified coupon as negative lines, and the shortfall to the
// minimum order while it is charged (a shortfall that blocks ordering is in no total: the cart says it
// apart, domain/cart/min-order-note.ts). One list, so the two screens (and anything printing an order)
// cannot drift apart.
import type { Won } from '../money.ts';
import type { MinOrderStanding } from './min-order.ts';
import type { AppliedDiscount, DiscountKind } from './price-order.ts';

export interface PriceRow {
  /** Stable per row, for keys and tests. */
  readonly key: 'items' | 'delivery' | DiscountKind | 'coupon' | 'shortfall';
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
}

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
  return rows;
}
