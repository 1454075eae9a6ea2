// Phone verification by SMS and the app-link SMS (spec 000 §3, §5 "SMS code", §7; spec 001 §7).
import * as t from 'io-ts';
import { get, post } from './call-def.ts';
import { closed } from './closed.ts';
import { withSchema } from './json-schema/annotations.ts';
import { Ack, ApiError, Count, CustomerId, nullable, PhoneNumber } from './primitives.ts';
import { PhoneParam } from './query-params.ts';

const PhoneParams = closed('PhoneParams', { phone: PhoneParam });

/**
 * 1: the phone is verified; 0 (designed): not yet. A JSON `-0` decodes to 0, and the guard refuses
 * it (io-ts's `t.literal(0)` accepted it as it is, so a value its guard took was not the value its
 * decode gave: contract/guarded-decode.ts relies on the two agreeing).
 */
export const PhoneVerified = withSchema(
  new t.Type<0 | 1, 0 | 1, unknown>(
    '(1 | 0)',
    (u): u is 0 | 1 => u === 1 || Object.is(u, 0),
    (u, c) => (u === 1 ? t.success(1) : u === 0 ? t.success(0) : t.failure(u, c)),
    t.identity,
  ),
  { anyOf: [{ const: 1 }, { const: 0 }] },
);

/** The rejection: 'ban' (HTTP 429, designed) means the request count is exceeded (spec 000 §5). */
export const PhoneVerifiedFailure = t.union([t.literal('ban'), ApiError], 'PhoneVerifiedFailure');

/** ORDER at checkout (spec 000), REGISTER at join and FIND_EMAIL at id inquiry (spec 001). */
export const SmsContext = t.keyof({ ORDER: null, REGISTER: null, FIND_EMAIL: null });

export const SmsSendBody = closed('SmsSendBody', {
  /** Null at join, before there is a customer. */
  customer_id: nullable(CustomerId),
  phone: PhoneNumber,
  context: SmsContext,
});

/**
 * result: 'success' when sent (designed), or dup_veri_trial, banned_number, invalid_number,
 * sms_error (spec 001 §4); send_count is how many codes were sent for this phone so far.
 */
export const SmsSendResult = t.type(
  { result: t.string, display_message: t.string, send_count: Count },
  'SmsSendResult',
);

/** Exactly 4 digits (spec 000 §5); the gateway answers 400 naming `code` otherwise. */
export const SmsCode = withSchema(
  new t.Type<string, string, unknown>(
    'SmsCode',
    (u): u is string => typeof u === 'string' && /^\d{4}$/.test(u),
    (u, c) =>
      typeof u === 'string' && /^\d{4}$/.test(u) ? t.success(u) : t.failure(u, c, 'expected 4 digits'),
    t.identity,
  ),
  { type: 'string', pattern: '^\\d{4}$', description: 'expected 4 digits' },
);

export const SmsCheckBody = closed('SmsCheckBody', { code: SmsCode });

/** result true when the code matches; false, 'false', too_many_trials or expire otherwise. */
export const SmsCheckResult = t.type(
  { result: t.union([t.boolean, t.string]), message: t.string },
  'SmsCheckResult',
);

export const AppLinkBody = closed('AppLinkBody', { phone: PhoneNumber });

export const smsCalls = [
  get('sms.phone-verified', 'api', '/vericode/isveriphone/:phone/', {
    params: PhoneParams,
    response: PhoneVerified,
    failure: PhoneVerifiedFailure,
  }),
  post('sms.send', 'member', '/v2/send-phone-certification-code', {
    body: SmsSendBody,
    response: SmsSendResult,
  }),
  post('sms.check', 'api', '/vericode/checkvericode/:phone/', {
    params: PhoneParams,
    body: SmsCheckBody,
    response: SmsCheckResult,
  }),
  /** Answer not shown in the spec: designed as Ack. */
  post('sms.app-link', 'api', '/m/sms/', { body: AppLinkBody, response: Ack }),
] as const;
