// The coupon: none → verified {code, amount} → cleared (spec 000 §4 "Coupon"), and the confirms
// around it (spec 000 §5 "Coupon").
import type { Won } from '../money.ts';
import { type Rejection, rejection } from '../result.ts';

export type CouponState =
  | { readonly status: 'none' }
  /** amount is the discount, stored negative (spec 000 §9). */
  | { readonly status: 'verified'; readonly code: string; readonly amount: Won }
  | { readonly status: 'cleared' };

export type CouponEvent =
  | { readonly type: 'CouponVerified'; readonly code: string; readonly amount: Won }
  | { readonly type: 'CouponCleared' };

export const noCoupon: CouponState = { status: 'none' };

export function evolveCoupon(_state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'CouponVerified':
      return { status: 'verified', code: event.code, amount: event.amount };
    case 'CouponCleared':
      return { status: 'cleared' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function appliedCouponCode(state: CouponState): string | null {
  return state.status === 'verified' ? state.code : null;
}

/** The answer to a command that may first need the customer's yes. */
export type Decision<E> =
  | { readonly kind: 'rejected'; readonly rejection: Rejection }
  | { readonly kind: 'needs-confirmation'; readonly rejection: Rejection }
  | { readonly kind: 'accepted'; readonly events: readonly E[] };

/** Cancelling an applied coupon asks first ('cancel the coupon and re-enter?'). */
export function decideCouponCancel(state: CouponState, confirmed: boolean): Decision<CouponEvent> {
  if (state.status !== 'verified') return { kind: 'rejected', rejection: rejection('COUPON_NOT_APPLIED') };
  if (!confirmed) return { kind: 'needs-confirmation', rejection: rejection('COUPON_CANCEL_CONFIRM') };
  return { kind: 'accepted', events: [{ type: 'CouponCleared' }] };
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
