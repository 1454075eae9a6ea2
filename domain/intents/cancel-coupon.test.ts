import { describe, expect, it } from 'vitest';
import { failed } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { cancelCouponFlow } from './cancel-coupon.ts';
import { checkoutOpened, phoneEntered, phoneVerified, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

const applied = [
  ...checkoutOpened(),
  phoneEntered,
  phoneVerified,
  draft('CouponApplied', { code: 'WELCOME3000', amount: -3000 }),
];

describe('CancelCoupon', () => {
  it('asks first, then records the coupon cancelled (spec 000 §4 "Coupon")', async () => {
    await given(applied).when({ type: 'CancelCoupon' }).then({ confirm: 'COUPON_CANCEL_CONFIRM' });
    const { ports, store } = await given(applied)
      .when({ type: 'CancelCoupon', confirmed: true })
      .then({ events: [draft('CouponCancelled', { code: 'WELCOME3000' })] });
    expect(ports.gateway.calls.get('couponDisuse')).toBe(1);
    // none → verified → none again: the code can be entered anew
    expect(stateOf(applied).checkout.coupon).toEqual({
      status: 'verified',
      code: 'WELCOME3000',
      amount: -3000,
    });
    expect(store.getState().checkout.coupon).toEqual({ status: 'none' });
  });

  it('refuses when no coupon is applied', async () => {
    await given(checkoutOpened())
      .when({ type: 'CancelCoupon', confirmed: true })
      .then({ rejected: 'COUPON_NOT_APPLIED' });
  });
});

describe('CancelCoupon, its workflow driven with given answers', () => {
  it('decides from the state alone: the disuse call answers nothing it needs', () => {
    const { result: decision, calls } = drive(
      cancelCouponFlow({ type: 'CancelCoupon', confirmed: true }, stateOf(applied)),
      { 'gateway.couponDisuse': failed({ kind: 'network' }) },
    );
    expect(callNames(calls)).toEqual(['gateway.couponDisuse']);
    expect(decision.events).toEqual([draft('CouponCancelled', { code: 'WELCOME3000' })]);
  });
});
