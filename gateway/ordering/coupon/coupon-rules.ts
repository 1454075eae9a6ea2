// The coupon rules (spec 000 §4-§5 "Coupon", SEED-FORMAT coupons.json): validity by the gateway's
// clock, single use per customer and per verified phone, the payment restriction and the minimum
// order. The coupon check and order submit both judge a coupon with these.
import type { Won } from '../../../domain/money.ts';
import type { PaymentKind } from '../../../domain/ports/gateway.ts';
import { couponMinOrderText, orderingTexts } from '../ordering-texts.ts';

export interface Coupon {
  readonly code: string;
  /** Positive won. */
  readonly amount: Won;
  readonly minOrderAmount: Won;
  readonly payment: 'any' | 'online' | 'offline';
  readonly singleUse: boolean;
  /** Epoch ms, inclusive; null never expires. */
  readonly validUntil: number | null;
}

export interface CouponContext {
  readonly nowMs: number;
  readonly paymentKind: PaymentKind;
  /** The cart total the minimum is measured against: default_price plus the lines (no fee, no discount). */
  readonly itemsTotal: Won;
  /** The customer, or anyone with the customer's verified phone, already ordered with this coupon. */
  readonly usedBefore: boolean;
}

/**
 * The coupon check's status codes (designed: 200 applies, anything else refuses with error_msg):
 * 404 unknown, 410 expired, 409 already used, 403 wrong payment kind, 422 under the minimum.
 */
export type CouponVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 404 | 410 | 409 | 403 | 422; readonly message: string };

export const unknownCoupon = { status: 404, message: orderingTexts.COUPON_NOT_FOUND } as const;

/** The first rule broken, in the order above, or ok. */
export function judgeCoupon(coupon: Coupon, ctx: CouponContext): CouponVerdict {
  if (coupon.validUntil !== null && ctx.nowMs > coupon.validUntil) {
    return { ok: false, status: 410, message: orderingTexts.COUPON_EXPIRED };
  }
  if (coupon.singleUse && ctx.usedBefore)
    return { ok: false, status: 409, message: orderingTexts.COUPON_USED };
  if (coupon.payment === 'online' && ctx.paymentKind !== 'online') {
    return { ok: false, status: 403, message: orderingTexts.COUPON_ONLINE_ONLY };
  }
  if (coupon.payment === 'offline' && ctx.paymentKind !== 'offline') {
    return { ok: false, status: 403, message: orderingTexts.COUPON_OFFLINE_ONLY };
  }
  if (ctx.itemsTotal < coupon.minOrderAmount) {
    return { ok: false, status: 422, message: couponMinOrderText(coupon.minOrderAmount) };
  }
  return { ok: true };
}
