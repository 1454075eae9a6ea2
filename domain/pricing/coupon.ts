// The coupon's share of the total (spec 000 §5 "The total after coupon is floored at 0").
import { asDiscount, type Won } from '../money.ts';

/**
 * The coupon amount actually applied, stored negative: the coupon's value (its sign ignored, as
 * the server may send either), but never more than what is left to pay, so the total stays ≥ 0.
 */
export function appliedCoupon(couponValue: Won, payable: Won): Won {
  return asDiscount(Math.min(Math.abs(couponValue), Math.max(0, payable)));
}
