import { describe, expect, it } from 'vitest';
import { answered, failed } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { type Answers, callNames, drive } from '../store/testing/drive.ts';
import { applyCouponFlow } from './apply-coupon.ts';
import { checkoutOpened, phoneEntered, phoneVerified, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

const verifiedCheckout = [...checkoutOpened(), phoneEntered, phoneVerified];

describe('ApplyCoupon', () => {
  it('records the coupon the server verified (spec 000 §4 "Coupon")', async () => {
    await given(verifiedCheckout)
      .when({ type: 'ApplyCoupon', code: 'WELCOME3000' })
      .then({ events: [draft('CouponApplied', { code: 'WELCOME3000', amount: -3000 })] });
  });

  it('refuses before the phone is verified (spec 000 §5 "Coupon": code, then phone, then a verified phone)', async () => {
    await given([...checkoutOpened(), phoneEntered])
      .when({ type: 'ApplyCoupon', code: 'WELCOME3000' })
      .then({ rejected: 'PHONE_NOT_VERIFIED' });
  });

  it('asks to cancel a coupon already applied', async () => {
    await given([...verifiedCheckout, draft('CouponApplied', { code: 'WELCOME3000', amount: -3000 })])
      .when({ type: 'ApplyCoupon', code: 'HUGE100000' })
      .then({ confirm: 'COUPON_CANCEL_CONFIRM' });
  });
});

describe('ApplyCoupon, its workflow driven with given answers', () => {
  const command = { type: 'ApplyCoupon', code: 'NOPE' } as const;
  const disused = { 'gateway.couponDisuse': answered(null) };
  const run = (answers: Answers) => drive(applyCouponFlow(command, stateOf(verifiedCheckout)), answers);

  it("records the code typed when the server refuses it, with the server's reason", () => {
    const { result: decision, calls } = run({
      ...disused,
      'gateway.couponCheck': answered({
        status_code: 400,
        error_msg: '유효하지 않은 쿠폰입니다.',
        coupon_discount: 0,
      }),
    });
    expect(callNames(calls)).toEqual(['gateway.couponDisuse', 'gateway.couponCheck']);
    expect(decision.rejection).toBeDefined();
    expect(decision.events).toEqual([draft('CouponCodeEntered', { code: 'NOPE' })]);
  });

  it('tries a disuse call before the check, and checks even when it failed (spec 000 §4 "Before each check, a coupon disuse call is tried first.")', () => {
    const { result: decision, calls } = run({
      'gateway.couponDisuse': failed({ kind: 'timeout' }),
      'gateway.couponCheck': answered({ status_code: 200, error_msg: '', coupon_discount: 2000 }),
    });
    const request = {
      restaurant_id: 1001,
      coupon_code: 'NOPE',
      phone: '01012345678',
      payment: '',
      serving_type: 'vd',
    };
    expect(calls).toEqual([
      { port: 'gateway', method: 'couponDisuse', args: [request] },
      { port: 'gateway', method: 'couponCheck', args: [request] },
    ]);
    expect(decision.events).toEqual([draft('CouponApplied', { code: 'NOPE', amount: -2000 })]);
  });

  it('refuses when the check could not be made', () => {
    const { result: decision } = run({ ...disused, 'gateway.couponCheck': failed({ kind: 'network' }) });
    expect(decision.rejection?.code).toBe('COUPON_TECHNICAL_FAILURE');
  });
});
