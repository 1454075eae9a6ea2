// The checkout rules' public API.
export { blockedUserGate } from './blocked-user-gate.ts';
export {
  type CartSubmitErrorType,
  cartSubmitErrorOrder,
  cartSubmitErrorRejection,
  checkoutEntryFailure,
} from './cart-submit-errors.ts';
export {
  appliedCouponCode,
  type CouponEvent,
  type CouponState,
  type Decision,
  decideCouponCancel,
  evolveCoupon,
  noCoupon,
  unappliedCouponConfirm,
} from './coupon.ts';
export {
  type CouponCallRequest,
  type CouponCheckInput,
  type CouponCheckReply,
  type CouponCheckStart,
  type CouponStep,
  couponCheckOutcome,
  couponPaymentField,
  startCouponCheck,
} from './coupon-check.ts';
export { type GatewayFailure, gatewayFailureRejection, stockCheckFailureRejection } from './error-mapping.ts';
export {
  type CheckoutField,
  type CheckoutForm,
  type CheckoutFormCheck,
  isGeoPoint,
  type OrderingContext,
  orderingPreconditions,
  validateCheckoutForm,
} from './form-validation.ts';
export {
  defaultPayment,
  fromCheckoutMethodType,
  isOnlinePayment,
  isPaymentMethod,
  mobileCardStart,
  mobileCardSuccessCodes,
  type OnlinePaymentService,
  Payment,
  type PaymentDefaultInput,
  type PaymentMethod,
  paymentFailureText,
  paymentKind,
  paymentMethods,
  paymentService,
} from './payment.ts';
export { decidePaymentSwitch, type PaymentSwitch, type PaymentSwitchInput } from './payment-switch.ts';
export { isKoreanMobile, normalizePhone } from './phone-number.ts';
export {
  evolvePhoneVerification,
  initialPhoneVerification,
  isPhoneVerified,
  type PhoneVerification,
  type PhoneVerificationEvent,
} from './phone-verification.ts';
export { type RestaurantEntry, type RestaurantEntryInput, restaurantEntry } from './restaurant-entry.ts';
export {
  checkSmsCode,
  DEFAULT_MAX_SMS_TRIES,
  formatCountdown,
  isSmsCodeExpired,
  SMS_CODE_VALID_MS,
  type SmsCheckReply,
  type SmsTries,
  smsCheckOutcome,
  smsCodeRemainingMs,
  smsTriesLeft,
} from './sms-code.ts';
export {
  type SmsRequestOutcome,
  type SmsSendReply,
  smsRequestFailure,
  smsSendOutcome,
} from './sms-request.ts';
export {
  type MobileCardFields,
  mobileCardNextPath,
  type OrderResultReply,
  type SubmitOutcome,
  submitOutcome,
  thankYouPath,
} from './submit-outcome.ts';
