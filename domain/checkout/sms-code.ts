// Checking an SMS code before and after the server sees it (spec 000 §5 "SMS code", §9).
import { ok, type Rejection, type Result, reject, rejection, rejectWithText } from '../result.ts';
import type { PhoneVerification } from './phone-verification.ts';

/** The code is valid 3 min 30 s after the request. */
export const SMS_CODE_VALID_MS = 210_000;

export function smsCodeRemainingMs(requestedAt: number, now: number): number {
  return Math.max(0, Math.min(SMS_CODE_VALID_MS, requestedAt + SMS_CODE_VALID_MS - now));
}

/** Timed out once more than 3 min 30 s have passed since the request. */
export function isSmsCodeExpired(requestedAt: number, now: number): boolean {
  return now - requestedAt > SMS_CODE_VALID_MS;
}

/** `210000` → `"03:30"`; a started second still counts, so the display reaches 00:00 at expiry. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The code to send to the server, or why it is not sent. */
export function checkSmsCode(input: {
  readonly code: string;
  readonly verification: PhoneVerification;
  readonly now: number;
}): Result<string> {
  const code = input.code.trim();
  if (code === '') return reject('SMS_CODE_EMPTY');
  if (!/^[0-9]{4}$/.test(code)) return reject('SMS_CODE_FORMAT');
  const v = input.verification;
  if (v.status !== 'requested') return reject('SMS_NOT_REQUESTED');
  if (isSmsCodeExpired(v.requestedAt, input.now)) return reject('SMS_TIMEOUT');
  return ok(code);
}

/** The server's check answer (spec 000 §7 "SMS check": result, message). */
export interface SmsCheckReply {
  readonly result: unknown;
  readonly message?: string | null;
}

const refusals: readonly unknown[] = [false, 'false', 'too_many_trials', 'expire'];

/**
 * true/'true' verifies. The spec's refusals show the server message (our text when it sent none);
 * any other answer is an unexpected failure ("other failures", spec 000 §8 "SMS").
 */
export function smsCheckOutcome(reply: SmsCheckReply): Result<'verified'> {
  if (reply.result === true || reply.result === 'true') return ok('verified');
  if (refusals.includes(reply.result)) {
    const text = reply.message?.trim();
    return text ? rejectWithText('SMS_CODE_WRONG', text) : reject('SMS_CODE_WRONG');
  }
  return reject('SMS_RETRY_LATER');
}

/** A code the server refused for the pending request, and what it answered. */
export interface RefusedCode {
  readonly code: string;
  readonly message: string;
}

/**
 * The answer to a code the server already refused for this request (`refused`, oldest first), or
 * null for a code not yet checked. A checked code is never sent again, since each check costs one
 * of the tries: asking again (확인 beside the field after the check on the fourth digit, or the same
 * digits typed again) answers without the server. The last code refused gets the server's words
 * again; an older one the plain refusal, since the server's words then counted tries since used.
 * A changed digit is a new code and a new try.
 */
export function earlierAnswer(refused: readonly RefusedCode[], code: string): Rejection | null {
  const typed = code.trim();
  const last = refused.at(-1);
  if (last !== undefined && last.code === typed) return { code: 'SMS_CODE_WRONG', message: last.message };
  return refused.some((r) => r.code === typed) ? rejection('SMS_CODE_WRONG') : null;
}

export const DEFAULT_MAX_SMS_TRIES = 5;

export interface SmsTries {
  readonly left: number;
  /** SMS_TRIES_LEFT with the count, or SMS_NO_TRIES_LEFT. */
  readonly notice: Rejection;
}

/** Tries left = the configured maximum (max_sms_verification_time) − the count used (spec 000 §9). */
export function smsTriesLeft(used: number, max: number = DEFAULT_MAX_SMS_TRIES): SmsTries {
  const left = Math.max(0, max - used);
  return {
    left,
    notice: left > 0 ? rejection('SMS_TRIES_LEFT', { n: left }) : rejection('SMS_NO_TRIES_LEFT'),
  };
}
