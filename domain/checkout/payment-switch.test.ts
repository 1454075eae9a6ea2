import { describe, expect, it } from 'vitest';
import type { CouponState } from './coupon.ts';
import { decidePaymentSwitch, type PaymentSwitchInput } from './payment-switch.ts';

const coupon: CouponState = { status: 'verified', code: 'SAVE', amount: -2000 };
const base: PaymentSwitchInput = {
  from: 'pg_card',
  to: 'cash',
  discountApplies: false,
  coupon,
  cartPaymentType: 'online',
  confirmed: false,
};

describe('switching payment', () => {
  it('asks before going on-site with a coupon or discount (spec 000 §4 "Switching from online to on-site payment while a discount or coupon applies asks for confirmation and on confirm clears the coupon.")', () => {
    expect(decidePaymentSwitch(base)).toMatchObject({
      ok: false,
      rejection: { code: 'PAYMENT_SWITCH_CLEARS_DISCOUNT' },
    });
    expect(decidePaymentSwitch({ ...base, coupon: { status: 'none' }, discountApplies: true })).toMatchObject(
      {
        ok: false,
        rejection: { code: 'PAYMENT_SWITCH_CLEARS_DISCOUNT' },
      },
    );
    expect(decidePaymentSwitch({ ...base, confirmed: true })).toEqual({
      ok: true,
      value: { clearsCoupon: true, refresh: 'offline' },
    });
  });

  it('refreshes the cart when the kind changes (spec 000 §4 "Switching online/offline refreshes the cart with payment_type online or offline.")', () => {
    expect(decidePaymentSwitch({ ...base, coupon: { status: 'none' } })).toEqual({
      ok: true,
      value: { clearsCoupon: false, refresh: 'offline' },
    });
    expect(
      decidePaymentSwitch({ ...base, from: 'cash', to: 'pg_mobile', cartPaymentType: 'offline' }),
    ).toEqual({ ok: true, value: { clearsCoupon: false, refresh: 'online' } });
    expect(decidePaymentSwitch({ ...base, to: 'naverpay' })).toEqual({
      ok: true,
      value: { clearsCoupon: false, refresh: null },
    });
  });
});
