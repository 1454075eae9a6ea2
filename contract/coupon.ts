// Coupon check and coupon disuse (spec 000 §3 "Coupon check result", §4 "Coupon", §7).
import * as t from 'io-ts';
import { post } from './call-def.ts';
import { closed } from './closed.ts';
import { Ack, Id, Integer, nonEmptyText, PaymentCode, PhoneNumber, TextLimit, Won } from './primitives.ts';
import { RestaurantIdParams } from './restaurants.ts';

/** Both calls take the same body (spec 000 §7 "Coupon disuse: same inputs"). */
export const CouponBody = closed('CouponBody', {
  restaurant_id: Id,
  coupon_code: nonEmptyText(TextLimit.code),
  phone: PhoneNumber,
  payment: PaymentCode,
  serving_type: t.literal('vd'),
});

/**
 * Designed values: status_code 200 when the coupon applies (any other code is a refusal with
 * error_msg shown); coupon_discount is the whole-won amount it takes off, positive, 0 on refusal.
 */
export const CouponCheckResult = t.type(
  { status_code: Integer, coupon_discount: Won, error_msg: t.string },
  'CouponCheckResult',
);

const base = '/api/v1/restaurants/:restaurant_id/cart';

export const couponCalls = [
  post('coupon.check', 'api', `${base}/coupon_check/`, {
    params: RestaurantIdParams,
    body: CouponBody,
    response: CouponCheckResult,
  }),
  /** Response not shown in the spec: designed as Ack (success false when nothing was in use). */
  post('coupon.disuse', 'api', `${base}/coupon_disuse/`, {
    params: RestaurantIdParams,
    body: CouponBody,
    response: Ack,
  }),
] as const;
