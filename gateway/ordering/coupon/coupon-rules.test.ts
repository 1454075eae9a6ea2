import { describe, expect, it } from 'vitest';
import { type Coupon, type CouponContext, judgeCoupon } from './coupon-rules.ts';

const coupon: Coupon = {
  code: 'FIRSTORDER7000',
  amount: 7000,
  minOrderAmount: 15000,
  payment: 'online',
  singleUse: true,
  validUntil: Date.parse('2027-03-31T23:59:59+09:00'),
};
const ctx: CouponContext = {
  nowMs: Date.parse('2026-11-21T12:00:00+09:00'),
  paymentKind: 'online',
  itemsTotal: 18000,
  usedBefore: false,
};

describe('judgeCoupon (rules: expiry, single use, payment restriction, minimum, in that order)', () => {
  it('applies inside every rule, up to the last second of valid_until', () => {
    expect(judgeCoupon(coupon, ctx)).toEqual({ ok: true });
    expect(judgeCoupon(coupon, { ...ctx, nowMs: coupon.validUntil ?? 0 })).toEqual({ ok: true });
  });

  it('refuses past valid_until, a second use, the wrong payment kind and a total under the minimum', () => {
    expect(judgeCoupon(coupon, { ...ctx, nowMs: (coupon.validUntil ?? 0) + 1000 })).toMatchObject({
      status: 410,
    });
    expect(judgeCoupon(coupon, { ...ctx, usedBefore: true })).toMatchObject({ status: 409 });
    expect(judgeCoupon(coupon, { ...ctx, paymentKind: 'offline' })).toMatchObject({ status: 403 });
    expect(judgeCoupon(coupon, { ...ctx, itemsTotal: 14999 })).toMatchObject({
      status: 422,
      message: '15,000원 이상 주문 시 사용할 수 있는 쿠폰입니다.',
    });
  });

  it('lets a reusable coupon be used again, and a coupon without expiry never expire', () => {
    const reusable = { ...coupon, singleUse: false, validUntil: null, payment: 'any' as const };
    expect(
      judgeCoupon(reusable, {
        ...ctx,
        usedBefore: true,
        paymentKind: 'offline',
        nowMs: Date.parse('2099-01-01'),
      }),
    ).toEqual({
      ok: true,
    });
  });
});
