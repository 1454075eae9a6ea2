// The breakdown a customer reads under the items, alike in the cart and at checkout: the items, the
// delivery fee, each discount and the verified coupon as negative lines, and the shortfall to the
// minimum order while it is charged (a shortfall that blocks ordering is in no total: the cart says it
// apart, domain/cart/min-order-note.ts). One list, so the screens (cart, checkout, the order-complete
// page) and the CLI printing an order cannot drift apart; the rows add up to the total.
// In English (issue "English") the same rows take English labels: `priceRows(input, 'en')`, or a
// row made in Korean relabelled by `priceRowLabel(row, 'en')` (what the shared breakdown shows).
import { defineTexts } from '../i18n/texts.ts';
import type { Won } from '../money.ts';
import type { Language } from '../shell/language.ts';
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

const LABELS = defineTexts({
  ko: {
    total: '총 결제금액',
    items: '주문금액',
    delivery: '배달요금',
    restaurant_percent: '음식점 할인',
    additional_delivery: '추가 할인',
    coupon: '쿠폰 할인',
    shortfall: '최소주문금액 부족분',
    otherMinus: '할인',
    otherPlus: '기타 금액',
  },
  en: {
    total: 'Total',
    items: 'Subtotal',
    delivery: 'Delivery fee',
    restaurant_percent: 'Restaurant discount',
    additional_delivery: 'Extra discount',
    coupon: 'Coupon discount',
    shortfall: 'Minimum order top-up',
    otherMinus: 'Discount',
    otherPlus: 'Other charges',
  },
});

/** The label of what is charged, under the rows (checkout, the order-complete page, the CLI). */
export const TOTAL_LABEL = LABELS.ko.total;

/** The same label in `language`: "총 결제금액", "Total". */
export function totalLabel(language: Language): string {
  return LABELS[language].total;
}

/** A row's label in `language`, by what the row is (its key, and for an unnamed amount its sign). */
export function priceRowLabel(row: Pick<PriceRow, 'key' | 'minus'>, language: Language): string {
  const labels = LABELS[language];
  if (row.key === 'other') return row.minus ? labels.otherMinus : labels.otherPlus;
  return labels[row.key];
}

export function priceRows(input: PriceRowsInput, language: Language = 'ko'): readonly PriceRow[] {
  const row = (key: PriceRow['key'], amount: Won, minus: boolean): PriceRow => ({
    key,
    label: priceRowLabel({ key, minus }, language),
    amount,
    minus,
  });
  const rows: PriceRow[] = [row('items', input.itemsTotal, false), row('delivery', input.deliveryFee, false)];
  for (const discount of input.discounts) rows.push(row(discount.kind, discount.amount, true));
  if (input.coupon.status === 'verified') rows.push(row('coupon', input.coupon.amount, true));
  if (input.minOrder === 'charged' && input.shortfall > 0)
    rows.push(row('shortfall', input.shortfall, false));
  const other = input.other ?? 0;
  if (other !== 0) {
    // Equivalent mutant (EqualityOperator, other <= 0): other is not 0 here.
    // Stryker disable next-line EqualityOperator: equivalent, see above
    rows.push(row('other', other, other < 0));
  }
  return rows;
}
