// The checkout form checks in the spec's order (spec 000 §5 "Checkout form") and the ordering
// preconditions (spec 000 §5 "Ordering preconditions").
import type { MessageCode } from '../messages.ts';
import type { GeoPoint } from '../ports/gateway.ts';
import { ok, type Rejection, type Result, reject, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import type { PaymentMethod } from './payment.ts';
import { isKoreanMobile } from './phone-number.ts';

export interface CheckoutForm {
  /** The cart passed the server insert at checkout entry. */
  readonly passedInsertCart: boolean;
  readonly addressDetail: string;
  readonly phone: string;
  readonly phoneVerified: boolean;
  readonly payment: PaymentMethod | null;
  readonly geolocation: GeoPoint | null;
}

export type CheckoutField = 'cart' | 'address_detail' | 'phone' | 'payment' | 'location';

export type CheckoutFormCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly field: CheckoutField;
      readonly rejection: Rejection;
      /** Where the shell goes after the alert. */
      readonly redirect?: string;
    };

export function isGeoPoint(point: GeoPoint | null): point is GeoPoint {
  return (
    point !== null &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

function fail(field: CheckoutField, code: MessageCode): CheckoutFormCheck {
  return { ok: false, field, rejection: rejection(code) };
}

/** The first failing check, or ok. */
export function validateCheckoutForm(form: CheckoutForm): CheckoutFormCheck {
  if (!form.passedInsertCart) return fail('cart', 'CHECKOUT_NOT_INSERTED');
  if (form.addressDetail.trim() === '') return fail('address_detail', 'ADDRESS_DETAIL_REQUIRED');
  if (form.phone.trim() === '') return fail('phone', 'PHONE_REQUIRED');
  if (!isKoreanMobile(form.phone)) return fail('phone', 'PHONE_INVALID');
  if (!form.phoneVerified) return fail('phone', 'PHONE_NOT_VERIFIED');
  if (form.payment === null) return fail('payment', 'PAYMENT_REQUIRED');
  if (!isGeoPoint(form.geolocation)) {
    const r = rejection('LOCATION_INVALID_FOR_DELIVERY');
    return { ok: false, field: 'location', rejection: r, redirect: paths.location };
  }
  return { ok: true };
}

export interface OrderingContext {
  readonly cookiesEnabled: boolean;
  readonly restaurant: { readonly open: boolean; readonly reachable: boolean };
  readonly locationSet: boolean;
  /** The backend/staff view may order on closed or unreachable restaurants (spec 000 §6). */
  readonly staffView: boolean;
}

/** Cookies, an open restaurant, a set location, a restaurant that reaches it — in that order. */
export function orderingPreconditions(ctx: OrderingContext): Result<void> {
  if (!ctx.cookiesEnabled) return reject('COOKIES_BLOCKED');
  if (!ctx.staffView && !ctx.restaurant.open) return reject('RESTAURANT_CLOSED');
  if (!ctx.locationSet) return reject('LOCATION_UNKNOWN');
  if (!ctx.staffView && !ctx.restaurant.reachable) return reject('RESTAURANT_UNREACHABLE');
  return ok(undefined);
}
