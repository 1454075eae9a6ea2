// Changing the payment method (spec 000 §4 "Coupon": switching online ↔ on-site).
import type { PaymentKind } from '../ports/gateway.ts';
import { ok, type Result, reject } from '../result.ts';
import type { CouponState } from './coupon.ts';
import { type PaymentMethod, paymentKind } from './payment.ts';

/** A switch that goes ahead. */
export interface PaymentSwitch {
  /** The verified coupon goes (the customer confirmed leaving online payment). */
  readonly clearsCoupon: boolean;
  /** Refresh the server cart with this payment_type, or null when it already matches. */
  readonly refresh: PaymentKind | null;
}

export interface PaymentSwitchInput {
  readonly from: PaymentMethod | null;
  readonly to: PaymentMethod;
  /** An online-payment discount currently lowers the total. */
  readonly discountApplies: boolean;
  readonly coupon: CouponState;
  /** The payment_type the server cart was last computed with (checkout entry assumes online). */
  readonly cartPaymentType: PaymentKind;
  readonly confirmed: boolean;
}

/**
 * Online → on-site while a discount or coupon applies asks first (the refusal is the question:
 * PAYMENT_SWITCH_CLEARS_DISCOUNT); on yes the coupon is cleared.
 */
export function decidePaymentSwitch(input: PaymentSwitchInput): Result<PaymentSwitch> {
  const toKind = paymentKind(input.to);
  const leavingOnline = input.from !== null && paymentKind(input.from) === 'online' && toKind === 'offline';
  const couponApplied = input.coupon.status === 'verified';
  const refresh = toKind === input.cartPaymentType ? null : toKind;
  if (leavingOnline && (input.discountApplies || couponApplied)) {
    if (!input.confirmed) return reject('PAYMENT_SWITCH_CLEARS_DISCOUNT');
    return ok({ clearsCoupon: couponApplied, refresh });
  }
  return ok({ clearsCoupon: false, refresh });
}
