// Which field of an account form shows a refusal: the phone's, the typed-in code's (the SMS code
// rules of domain/checkout/sms-code.ts and intents/steps/verify-code.ts); any other is a popup.
export const PHONE_REFUSALS: ReadonlySet<string> = new Set(['PHONE_REQUIRED', 'PHONE_INVALID']);

export const CODE_REFUSALS: ReadonlySet<string> = new Set([
  'SMS_CODE_FORMAT',
  'SMS_CODE_EMPTY',
  'SMS_NOT_REQUESTED',
  'SMS_TIMEOUT',
  'SMS_CODE_WRONG',
  'SMS_NO_TRIES_LEFT',
]);
