import { describe, expect, it } from 'vitest';
import { priceRowLabel, priceRows, TOTAL_LABEL, totalLabel } from './price-rows.ts';

const plain = {
  itemsTotal: 18_000,
  deliveryFee: 2_000,
  discounts: [],
  coupon: { status: 'none', amount: 0 },
  shortfall: 0,
  minOrder: 'met',
} as const;

const labels = (rows: ReturnType<typeof priceRows>) => rows.map((row) => [row.label, row.amount, row.minus]);

describe('the price rows under the items', () => {
  it('are the items and the delivery fee when nothing else applies', () => {
    expect(labels(priceRows(plain))).toEqual([
      ['주문금액', 18_000, false],
      ['배달요금', 2_000, false],
    ]);
  });

  it('list each discount, then the verified coupon, as money taken off, then the shortfall', () => {
    const rows = priceRows({
      ...plain,
      discounts: [
        { kind: 'restaurant_percent', amount: -1_800 },
        { kind: 'additional_delivery', amount: -1_000 },
      ],
      coupon: { status: 'verified', amount: -3_000 },
      shortfall: 500,
      minOrder: 'charged',
    });
    expect(labels(rows)).toEqual([
      ['주문금액', 18_000, false],
      ['배달요금', 2_000, false],
      ['음식점 할인', -1_800, true],
      ['추가 할인', -1_000, true],
      ['쿠폰 할인', -3_000, true],
      ['최소주문금액 부족분', 500, false],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('leave out a coupon that is not verified and a shortfall of nothing', () => {
    const rows = priceRows({ ...plain, coupon: { status: 'none', amount: -3_000 }, shortfall: 0 });
    expect(rows.map((row) => row.key)).toEqual(['items', 'delivery']);
  });

  it('leave out a shortfall that blocks ordering: the rows add up to the total, which does not hold it', () => {
    // given 5,000원 of food 5,000원 short of the minimum (spec 000 §5: over 2,000원 blocks)
    const rows = priceRows({ ...plain, itemsTotal: 5_000, shortfall: 5_000, minOrder: 'blocked' });
    // then the rows are the food and the fee; the shortfall is said apart from them (cart/min-order-note.ts)
    expect(rows.map((row) => row.key)).toEqual(['items', 'delivery']);
  });

  it('label the rows and the total in English (issue "English")', () => {
    const rows = priceRows(
      {
        ...plain,
        discounts: [
          { kind: 'restaurant_percent', amount: -1_800 },
          { kind: 'additional_delivery', amount: -1_000 },
        ],
        coupon: { status: 'verified', amount: -3_000 },
        shortfall: 500,
        minOrder: 'charged',
        other: -200,
      },
      'en',
    );
    expect(rows.map((row) => row.label)).toEqual([
      'Subtotal',
      'Delivery fee',
      'Restaurant discount',
      'Extra discount',
      'Coupon discount',
      'Minimum order top-up',
      'Discount',
    ]);
    // a row made in Korean is relabelled by what it is
    expect(priceRowLabel({ key: 'other', minus: false }, 'en')).toBe('Other charges');
    expect(priceRowLabel({ key: 'delivery', minus: false }, 'ko')).toBe('배달요금');
    expect(totalLabel('en')).toBe('Total');
    expect(totalLabel('ko')).toBe(TOTAL_LABEL);
  });
});

describe('the labels of the total and of an unnamed amount', () => {
  it('labels the total in each language', () => {
    expect(TOTAL_LABEL).toBe('총 결제금액');
    expect(totalLabel('ko')).toBe('총 결제금액');
    expect(totalLabel('en')).toBe('Total');
  });

  it('shows an unnamed charge as a plus line and an unnamed discount as a minus line', () => {
    const charge = priceRows({ ...plain, other: 300 }).at(-1);
    expect(charge).toEqual({ key: 'other', label: '기타 금액', amount: 300, minus: false });
    const discount = priceRows({ ...plain, other: -300 }).at(-1);
    expect(discount).toEqual({ key: 'other', label: '할인', amount: -300, minus: true });
  });
});
