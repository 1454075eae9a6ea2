import { describe, expect, it } from 'vitest';
import {
  type CouponState,
  decideCouponCancel,
  evolveCoupon,
  noCoupon,
  unappliedCouponConfirm,
} from './coupon.ts';

const verified: CouponState = { status: 'verified', code: 'WELCOME', amount: -3000 };

describe('coupon state', () => {
  it('goes none → verified → cleared (spec 000 §4 "none, then verified (total reduced, button label becomes cancel), then cleared")', () => {
    const v = evolveCoupon(noCoupon, { type: 'CouponVerified', code: 'WELCOME', amount: -3000 });
    expect(v).toEqual(verified);
    expect(evolveCoupon(v, { type: 'CouponCleared' })).toEqual({ status: 'cleared' });
  });

  it('asks before cancelling (spec 000 §4 "then cleared via the confirm \'cancel the coupon and re-enter?\'")', () => {
    expect(decideCouponCancel(verified, false)).toMatchObject({
      kind: 'needs-confirmation',
      rejection: { code: 'COUPON_CANCEL_CONFIRM' },
    });
    expect(decideCouponCancel(verified, true)).toEqual({
      kind: 'accepted',
      events: [{ type: 'CouponCleared' }],
    });
    expect(decideCouponCancel(noCoupon, true)).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'COUPON_NOT_APPLIED' },
    });
  });
});

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
