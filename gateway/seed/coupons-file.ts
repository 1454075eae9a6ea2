// coupons.json: coupon codes. Left out: min_order_amount 0, payment "any", not single-use,
// valid_until null (no expiry).
import type * as t from 'io-ts';
import { list, nullable, oneOf, strictStruct, withDefault } from './codec-kit.ts';
import { findDuplicates } from './duplicates.ts';
import { Bool, CouponCode, IsoTime, PositiveWon, Won } from './primitives.ts';
import type { FieldError } from './seed-error.ts';

export const Coupon = strictStruct('a coupon', {
  code: CouponCode,
  amount: PositiveWon,
  min_order_amount: withDefault(Won, 0),
  payment: withDefault(oneOf(['any', 'online', 'offline']), 'any'),
  single_use: withDefault(Bool, false),
  valid_until: withDefault(nullable(IsoTime), null),
});
export type Coupon = t.TypeOf<typeof Coupon>;

export const CouponsFile = list(Coupon, 'a list of coupons');
export type CouponsFile = t.TypeOf<typeof CouponsFile>;

/** Customers type codes by hand, so two codes that differ only in case are duplicates. */
export function checkCoupons(coupons: CouponsFile): FieldError[] {
  return findDuplicates(
    coupons.map((coupon, i) => ({ coupon, i })),
    ({ coupon }) => coupon.code.toUpperCase(),
    ({ i }) => `$[${i}].code`,
    'coupon code (ignoring case)',
  );
}
