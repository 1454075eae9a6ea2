// The limits of phone verification and of every SMS the gateway sends. The code's length and
// lifetime and the try limit are the spec's (spec 000 §9, spec 001 §9); the send limits and how
// long a verification holds are not in the spec and are decided here. SMS cost money, so every
// route that texts (the code send and the app link) counts against the same limits.
export { DEFAULT_MAX_SMS_TRIES, SMS_CODE_VALID_MS } from '../../domain/checkout/sms-code.ts';

/**
 * The send limits, settings of the gateway (GatewayOptions.smsLimits, and `jumun serve
 * --sms-daily-budget <n>` for the budget; these are the defaults). A text beyond any of them is
 * refused with 'ban' (HTTP 429, the spec's "요청 회수를 초과했습니다. 잠시 기다렸다 다시
 * 요청해주세요.") and nothing is sent. Behind a reverse proxy every client has the proxy's address:
 * the per-address limit then holds for all of them together.
 */
export interface SmsLimits {
  /** Texts to one phone within phoneWindowMs, whoever asks. */
  readonly perPhone: number;
  readonly phoneWindowMs: number;
  /** Texts asked for by one customer (the bearer token's) within clientWindowMs. */
  readonly perCustomer: number;
  /** Texts asked for from one client address within clientWindowMs, with or without a token. */
  readonly perAddress: number;
  readonly clientWindowMs: number;
  /** Texts the whole gateway sends within 24 hours. */
  readonly dailyBudget: number;
}

export const SMS_BUDGET_WINDOW_MS = 24 * 60 * 60_000;

export const defaultSmsLimits: SmsLimits = {
  perPhone: 5,
  phoneWindowMs: 10 * 60_000,
  perCustomer: 10,
  perAddress: 30,
  clientWindowMs: 60 * 60_000,
  dailyBudget: 1000,
};

export const smsLimitsOf = (ctx: { readonly smsLimits?: SmsLimits }): SmsLimits =>
  ctx.smsLimits ?? defaultSmsLimits;

/** More than 5 texts to one phone within 10 minutes is refused with 'ban' (the defaults). */
export const SMS_SEND_LIMIT = defaultSmsLimits.perPhone;
export const SMS_SEND_WINDOW_MS = defaultSmsLimits.phoneWindowMs;

/**
 * A successful check proves the phone for 30 minutes (the idle-logout time of spec 001 §9): long
 * enough to finish a checkout or a join form, short enough that an old proof is not reused. This
 * is what isveriphone, dup_veri_trial, the join and the id inquiry read.
 */
export const PHONE_VERIFIED_TTL_MS = 30 * 60_000;

export type SmsContext = 'ORDER' | 'REGISTER' | 'FIND_EMAIL';
