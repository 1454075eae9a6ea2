import { describe, expect, it } from 'vitest';
import { minOrderNote, orderButton, orderLabel } from './min-order-note.ts';

describe('minOrderNote', () => {
  it('says a shortfall that blocks ordering as its own line and on the button (spec 000 §5 "Ordering is blocked if ... the shortfall exceeds 2000")', () => {
    // given one 5,000원 떡볶이 where the minimum is 10,000원 (5,000원 short)
    const view = { itemsTotal: 5_000, shortfall: 5_000, minOrder: 'blocked' } as const;
    expect(minOrderNote(view)).toEqual({
      standing: 'blocked',
      min: 10_000,
      shortfall: 5_000,
      text: '최소주문금액까지 5,000원 더 담아주세요.',
      barText: '최소주문금액까지 5,000원',
    });
    expect(orderButton(view)).toEqual({ label: '최소주문금액 10,000원부터 주문 가능', ready: false });
  });

  it('says a charged shortfall is added to the total, and the button orders (spec 000 §9 "A shortfall to min_order_amount is added to the total")', () => {
    const view = { itemsTotal: 14_000, shortfall: 1_000, minOrder: 'charged' } as const;
    expect(minOrderNote(view)).toMatchObject({
      standing: 'charged',
      min: 15_000,
      text: '최소주문금액까지 1,000원 남았습니다. 이대로 주문하면 부족분이 합계에 더해집니다.',
      barText: '최소주문금액 부족분 1,000원 포함',
    });
    expect(orderButton(view)).toEqual({ label: '주문하기', ready: true });
  });

  it('is gone once the minimum is met', () => {
    const view = { itemsTotal: 18_000, shortfall: 0, minOrder: 'met' } as const;
    expect(minOrderNote(view)).toBeNull();
    expect(orderButton(view)).toEqual({ label: '주문하기', ready: true });
  });

  it('says each line and the button in English (issue "English")', () => {
    const blocked = { itemsTotal: 5_000, shortfall: 5_000, minOrder: 'blocked' } as const;
    expect(minOrderNote(blocked, 'en')).toMatchObject({
      text: 'Add ₩5,000 more to reach the minimum order.',
      barText: '₩5,000 short of the minimum order',
    });
    expect(orderButton(blocked, 'en')).toEqual({ label: 'Minimum order ₩10,000', ready: false });
    const charged = { itemsTotal: 14_000, shortfall: 1_000, minOrder: 'charged' } as const;
    expect(minOrderNote(charged, 'en')).toMatchObject({
      text: "You're ₩1,000 short of the minimum order. If you order now, the difference is added to your total.",
      barText: 'Includes ₩1,000 minimum order top-up',
    });
    expect(orderButton(charged, 'en')).toEqual({ label: 'Go to checkout', ready: true });
    expect(orderLabel('en')).toBe('Go to checkout');
    expect(orderLabel()).toBe('주문하기');
    // Korean as before
    expect(minOrderNote(blocked, 'ko')?.text).toBe('최소주문금액까지 5,000원 더 담아주세요.');
  });
});

describe('minOrderNote once the minimum is met', () => {
  it('says nothing and leaves the order button as it is (spec 000 §5 "Minimum order")', () => {
    const view = { itemsTotal: 20_000, shortfall: 0, minOrder: 'met' } as const;
    expect(minOrderNote(view)).toBeNull();
    expect(orderButton(view)).toEqual({ label: '주문하기', ready: true });
  });
});
