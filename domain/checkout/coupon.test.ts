import { describe, expect, it } from 'vitest';
import { appliedCouponCode, type CouponState, unappliedCouponConfirm } from './coupon.ts';

const noCoupon: CouponState = { status: 'none' };
const verified: CouponState = { status: 'verified', code: 'WELCOME', amount: -3000 };

describe('unapplied coupon at payment', () => {
  const ask = (over: Partial<Parameters<typeof unappliedCouponConfirm>[0]>) =>
    unappliedCouponConfirm({ online: true, codeInput: 'SAVE', coupon: noCoupon, confirmed: false, ...over })
      ?.code ?? null;

  it('asks to pay without it (spec 000 §5 "Paying online with a non-empty unapplied coupon asks whether to pay without it.")', () => {
    expect(ask({})).toBe('COUPON_UNAPPLIED_CONFIRM');
    expect(ask({ coupon: verified, codeInput: 'OTHER' })).toBe('COUPON_UNAPPLIED_CONFIRM');
  });

  it('does not ask on-site, with an empty box, an applied code, or once confirmed (spec 000 §5 "Paying online with a non-empty unapplied coupon asks whether to pay without it.")', () => {
    expect(ask({ online: false })).toBeNull();
    expect(ask({ codeInput: '  ' })).toBeNull();
    expect(ask({ coupon: verified, codeInput: ' WELCOME ' })).toBeNull();
    expect(ask({ confirmed: true })).toBeNull();
  });
});

describe('appliedCouponCode', () => {
  it('is the verified coupon’s code, and null without one', () => {
    expect(appliedCouponCode(verified)).toBe('WELCOME');
    expect(appliedCouponCode(noCoupon)).toBeNull();
  });
});
