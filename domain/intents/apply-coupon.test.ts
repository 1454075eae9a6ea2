import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { decide } from './apply-coupon.ts';
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

describe('ApplyCoupon decide', () => {
  const command = { type: 'ApplyCoupon', code: 'NOPE' } as const;
  it("records the code typed when the server refuses it, with the server's reason", () => {
    const decision = decide(command, stateOf(verifiedCheckout), {
      check: answered({ status_code: 400, error_msg: '유효하지 않은 쿠폰입니다.', coupon_discount: 0 }),
    });
    expect(decision.rejection).toBeDefined();
    expect(decision.events).toEqual([draft('CouponCodeEntered', { code: 'NOPE' })]);
  });

  it('refuses when the check could not be made', () => {
    expect(decide(command, stateOf(verifiedCheckout), { check: null }).rejection?.code).toBe(
      'COUPON_TECHNICAL_FAILURE',
    );
  });
});
