import { describe, expect, it } from 'vitest';
import { checkMinOrder, type MinOrderRules, minOrderShortfall } from './min-order.ts';

const rules = (unorderable = false): MinOrderRules => ({
  min_order_amount: 15000,
  unorderable_under_min_order_value: unorderable,
});

describe('minimum order', () => {
  it('measures the shortfall to min_order_amount (spec 000 §9 "A shortfall to min_order_amount is added to the total")', () => {
    expect(minOrderShortfall(15000, 13500)).toBe(1500);
    expect(minOrderShortfall(15000, 15000)).toBe(0);
    expect(minOrderShortfall(15000, 20000)).toBe(0);
  });

  it('lets a met minimum through (spec 000 §5 "A total below min_order_amount shows a limit dialog")', () => {
    expect(checkMinOrder(rules(), 15000)).toEqual({ kind: 'ok' });
  });

  it('asks to confirm a shortfall of up to 2000 (spec 000 §5 "A total below min_order_amount shows a limit dialog")', () => {
    // when exactly 2,000원 short
    const check = checkMinOrder(rules(), 13000);
    // then the customer is asked, with both amounts in the text
    expect(check.kind).toBe('confirm');
    if (check.kind !== 'confirm') return;
    expect(check.shortfall).toBe(2000);
    expect(check.rejection.code).toBe('MIN_ORDER_SHORTFALL');
    expect(check.rejection.message).toContain('15,000원');
    expect(check.rejection.message).toContain('2,000원');
  });

  it('blocks a shortfall over 2000 (spec 000 §5 "Ordering is blocked if unorderable_under_min_order_value is set or the shortfall exceeds 2000")', () => {
    const check = checkMinOrder(rules(), 12999);
    expect(check.kind).toBe('blocked');
    if (check.kind !== 'blocked') return;
    expect(check.shortfall).toBe(2001);
    expect(check.rejection.code).toBe('MIN_ORDER_BLOCKED');
    expect(check.rejection.message).toBe('최소 주문 금액은 15,000원입니다. 2,001원 더 담아주세요.');
  });

  it('blocks any shortfall when the restaurant is unorderable under the minimum (spec 000 §5 "Ordering is blocked if unorderable_under_min_order_value is set or the shortfall exceeds 2000")', () => {
    expect(checkMinOrder(rules(true), 14999).kind).toBe('blocked');
    expect(checkMinOrder(rules(true), 15000).kind).toBe('ok');
  });
});
