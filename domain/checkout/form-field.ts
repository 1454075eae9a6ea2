// Which checkout field a refusal of the order submit is about, so the screen focuses it and ties the
// message to it (spec 000 §5 "Checkout form"; the checks themselves are form-validation.ts). The
// SMS-code refusals belong to the code field. Anything else is not a field's: a popup. A failure of
// the service or the network is no field's either, whatever action it stopped: a banner with 다시 시도.
import type { CheckoutField } from './form-validation.ts';

export type CheckoutFieldOrCode = CheckoutField | 'sms_code' | 'coupon';

const byCode: Readonly<Record<string, CheckoutFieldOrCode>> = {
  CHECKOUT_NOT_INSERTED: 'cart',
  ADDRESS_DETAIL_REQUIRED: 'address_detail',
  PHONE_REQUIRED: 'phone',
  PHONE_INVALID: 'phone',
  PHONE_NOT_VERIFIED: 'phone',
  SMS_BAN: 'phone',
  SMS_RETRY_LATER: 'phone',
  PAYMENT_REQUIRED: 'payment',
  PAYMENT_NOT_ALLOWED: 'payment',
  PAYMENT_SWITCH_FAILED: 'payment',
  LOCATION_INVALID_FOR_DELIVERY: 'location',
  SMS_CODE_EMPTY: 'sms_code',
  SMS_CODE_FORMAT: 'sms_code',
  SMS_NOT_REQUESTED: 'sms_code',
  SMS_TIMEOUT: 'sms_code',
  SMS_CODE_WRONG: 'sms_code',
  SMS_NO_TRIES_LEFT: 'sms_code',
  COUPON_CODE_REQUIRED: 'coupon',
  COUPON_PHONE_REQUIRED: 'phone',
  COUPON_INVALID: 'coupon',
  COUPON_NOT_APPLIED: 'coupon',
  COUPON_NOT_USABLE: 'coupon',
  COUPON_TECHNICAL_FAILURE: 'coupon',
};

export function checkoutFieldOf(code: string): CheckoutFieldOrCode | null {
  return byCode[code] ?? null;
}

/** Refusals shown beside a field of the form; the location's and the cart's are popups. */
export function isInlineField(field: CheckoutFieldOrCode | null): boolean {
  return field !== null && field !== 'location' && field !== 'cart';
}

/**
 * The service or the network failed (spec 000 §8 "General", checkout/error-mapping.ts): the
 * customer's input was not wrong, so no field is marked; the screen offers to try again.
 */
export function isServiceFailure(code: string): boolean {
  return code === 'SERVICE_PROBLEM';
}
