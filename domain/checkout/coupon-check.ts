// Checking a coupon code: what must hold first, the request of the calls, and reading the answer
// (spec 000 §4-§5 "Coupon", §7 "Coupon check" / "Coupon disuse", §8 "Coupon").

import { asDiscount, isWon, type Won } from '../money.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { ok, type Result, reject, rejectWithText } from '../result.ts';
import { type PaymentMethod, paymentService } from './payment.ts';

/** The body of coupon_check and coupon_disuse (the same inputs). */
export interface CouponCallRequest {
  readonly restaurant_id: number;
  readonly coupon_code: string;
  readonly phone: string;
  /** pg_mobile is sent as onlyhpp, pg_card as onlycard; '' while no payment is chosen. */
  readonly payment: string;
  readonly serving_type: 'vd';
}

/** The payment → coupon 'payment' field (spec 000 §7 "Coupon check"). */
export function couponPaymentField(method: PaymentMethod | null): string {
  return method === null ? '' : paymentService(method);
}

export interface CouponCheckInput {
  readonly restaurantId: number;
  readonly code: string;
  readonly phone: string;
  readonly phoneVerified: boolean;
  readonly payment: PaymentMethod | null;
}

/**
 * The request of coupon_disuse and coupon_check: code, then phone, then a verified phone (an
 * unverified one is verified by SMS first, then the coupon checked again).
 */
export function couponRequest(input: CouponCheckInput): Result<CouponCallRequest> {
  const code = input.code.trim();
  if (code === '') return reject('COUPON_CODE_REQUIRED');
  if (input.phone.trim() === '') return reject('COUPON_PHONE_REQUIRED');
  if (!input.phoneVerified) return reject('PHONE_NOT_VERIFIED');
  return ok({
    restaurant_id: input.restaurantId,
    coupon_code: code,
    phone: input.phone.trim(),
    payment: couponPaymentField(input.payment),
    serving_type: 'vd',
  });
}

/** The coupon check answer (spec 000 §3 "Coupon check result"). */
export interface CouponCheckReply {
  readonly status_code: number | string;
  readonly coupon_discount: number;
  readonly error_msg?: string | null;
}

/** 200 (number or string) or 'OK'/'SUCCESS' in any case. */
function isSuccessStatus(status: number | string): boolean {
  const s = String(status).trim().toUpperCase();
  return s === '200' || s === 'OK' || s === 'SUCCESS';
}

/** A coupon the server verified: its code and its discount, stored negative (spec 000 §9). */
export interface VerifiedCoupon {
  readonly code: string;
  readonly amount: Won;
}

/**
 * Success with a positive whole-won discount verifies the coupon (amount stored negative);
 * otherwise the server's error_msg or COUPON_INVALID; a failed call is a technical failure.
 */
export function couponCheckOutcome(
  code: string,
  answer: GatewayResult<CouponCheckReply>,
): Result<VerifiedCoupon> {
  if (!answer.ok) return reject('COUPON_TECHNICAL_FAILURE');
  const reply = answer.value;
  if (isSuccessStatus(reply.status_code) && isWon(reply.coupon_discount) && reply.coupon_discount > 0) {
    return ok({ code: code.trim(), amount: asDiscount(reply.coupon_discount) });
  }
  const text = reply.error_msg?.trim();
  return text ? rejectWithText('COUPON_INVALID', text) : reject('COUPON_INVALID');
}
