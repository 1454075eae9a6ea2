import { describe, expect, it } from 'vitest';
import { appliedCoupon } from './coupon.ts';

describe('coupon', () => {
  it('applies the coupon stored negative (spec 000 §9 "Discount amounts are stored as negative values")', () => {
    expect(appliedCoupon(3000, 20000)).toBe(-3000);
    expect(appliedCoupon(-3000, 20000)).toBe(-3000);
    expect(appliedCoupon(0, 20000)).toBe(0);
  });

  it('never takes more than is left to pay (spec 000 §5 "The total after coupon is floored at 0")', () => {
    expect(appliedCoupon(5000, 3000)).toBe(-3000);
    expect(appliedCoupon(5000, 0)).toBe(0);
    expect(appliedCoupon(5000, -100)).toBe(0);
  });
});
