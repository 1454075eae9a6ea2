// The coupon: none → verified {code, amount} → none again (spec 000 §4 "Coupon"), and the confirm
// around it at payment (spec 000 §5 "Coupon"). Cancelling it is the CancelCoupon intent's rule.
import type { Won } from '../money.ts';
import { type Rejection, rejection } from '../result.ts';

/** The checkout's coupon as the store holds it (evolve sets and clears it from the log). */
export type CouponState =
  | { readonly status: 'none' }
  /** amount is the discount, stored negative (spec 000 §9). */
  | { readonly status: 'verified'; readonly code: string; readonly amount: Won };

export function appliedCouponCode(state: CouponState): string | null {
  return state.status === 'verified' ? state.code : null;
}

/**
 * Paying online with a code typed but not applied asks whether to pay without it. A verified
 * coupon whose code differs from the box counts as unapplied: the box is what the customer sees.
 */
export function unappliedCouponConfirm(input: {
  readonly online: boolean;
  readonly codeInput: string;
  readonly coupon: CouponState;
  readonly confirmed: boolean;
}): Rejection | null {
  const typed = input.codeInput.trim();
  if (!input.online || typed === '' || input.confirmed) return null;
  return appliedCouponCode(input.coupon) === typed ? null : rejection('COUPON_UNAPPLIED_CONFIRM');
}
