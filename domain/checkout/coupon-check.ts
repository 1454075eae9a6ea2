// Checking a coupon code: what must hold first, the calls to make, and reading the answer
// (spec 000 §4-§5 "Coupon", §7 "Coupon check" / "Coupon disuse", §8 "Coupon").

import { asDiscount, isWon } from '../money.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { ok, type Rejection, type Result, reject, rejection, rejectWithText } from '../result.ts';
import type { CouponEvent } from './coupon.ts';
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

export type CouponStep =
  /** Tried first; its failure does not stop the check. */
  | { readonly call: 'coupon_disuse'; readonly request: CouponCallRequest; readonly onFailure: 'continue' }
  | { readonly call: 'coupon_check'; readonly request: CouponCallRequest; readonly onFailure: 'stop' };

export type CouponCheckStart =
  | { readonly kind: 'rejected'; readonly rejection: Rejection }
  /** Verify the phone by SMS, then check the coupon again. */
  | { readonly kind: 'verify-phone-first' }
  | { readonly kind: 'plan'; readonly steps: readonly CouponStep[] };

export interface CouponCheckInput {
  readonly restaurantId: number;
  readonly code: string;
  readonly phone: string;
  readonly phoneVerified: boolean;
  readonly payment: PaymentMethod | null;
}

/** Code, then phone, then a verified phone; then "before each check, a coupon disuse call is tried first". */
export function startCouponCheck(input: CouponCheckInput): CouponCheckStart {
  const code = input.code.trim();
  if (code === '') return { kind: 'rejected', rejection: rejection('COUPON_CODE_REQUIRED') };
  if (input.phone.trim() === '') return { kind: 'rejected', rejection: rejection('COUPON_PHONE_REQUIRED') };
  if (!input.phoneVerified) return { kind: 'verify-phone-first' };
  const request: CouponCallRequest = {
    restaurant_id: input.restaurantId,
    coupon_code: code,
    phone: input.phone.trim(),
    payment: couponPaymentField(input.payment),
    serving_type: 'vd',
  };
  return {
    kind: 'plan',
    steps: [
      { call: 'coupon_disuse', request, onFailure: 'continue' },
      { call: 'coupon_check', request, onFailure: 'stop' },
    ],
  };
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

/**
 * Success with a positive whole-won discount verifies the coupon (amount stored negative);
 * otherwise the server's error_msg or COUPON_INVALID; a failed call is a technical failure.
 */
export function couponCheckOutcome(
  code: string,
  answer: GatewayResult<CouponCheckReply>,
): Result<CouponEvent> {
  if (!answer.ok) return reject('COUPON_TECHNICAL_FAILURE');
  const reply = answer.value;
  if (isSuccessStatus(reply.status_code) && isWon(reply.coupon_discount) && reply.coupon_discount > 0) {
    return ok({ type: 'CouponVerified', code: code.trim(), amount: asDiscount(reply.coupon_discount) });
  }
  const text = reply.error_msg?.trim();
  return text ? rejectWithText('COUPON_INVALID', text) : reject('COUPON_INVALID');
}
