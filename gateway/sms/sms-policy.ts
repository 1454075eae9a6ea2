// The limits of phone verification on the gateway. The code's length and lifetime and the try limit
// are the spec's (spec 000 §9, spec 001 §9); the send limit and how long a verification holds are
// not in the spec and are decided here.
export { DEFAULT_MAX_SMS_TRIES, SMS_CODE_VALID_MS } from '../../domain/checkout/sms-code.ts';

/** More than 5 codes to one phone within 10 minutes is refused with 'ban'. */
export const SMS_SEND_LIMIT = 5;
export const SMS_SEND_WINDOW_MS = 10 * 60_000;

/**
 * A successful check proves the phone for 30 minutes (the idle-logout time of spec 001 §9): long
 * enough to finish a checkout or a join form, short enough that an old proof is not reused. This
 * is what isveriphone, dup_veri_trial, the join and the id inquiry read.
 */
export const PHONE_VERIFIED_TTL_MS = 30 * 60_000;

export type SmsContext = 'ORDER' | 'REGISTER' | 'FIND_EMAIL';
