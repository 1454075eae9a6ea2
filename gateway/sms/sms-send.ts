// Sending a verification code (spec 001 §4 "SMS request results", §7 "SMS send"): a fresh random
// 4-digit code per send, into sms_codes for its requester (requester.ts; the sandbox outbox reads
// it back). Results:
// - invalid_number: not a Korean mobile number (01[016789] and 7-8 digits);
// - banned_number: the phone is on the blocklist for the asking customer or a member with it
//   (asked after the cheap refusals below, since it costs bcrypt comparisons);
// - dup_veri_trial: an ORDER or REGISTER check of this phone by this requester still holds
//   (nothing is sent). A FIND_EMAIL send always sends, since the id inquiry needs the new code;
// - 'ban' (HTTP 429, the error object with error_code 'ban'): a send limit is reached
//   (sms-policy.ts: per phone, per customer, per client address, the daily budget);
// - success, with send_count = the codes this requester had sent to the phone within the phone
//   limit's window.
// A token's customer may name only themselves as customer_id (403 otherwise).
import { randomInt } from 'node:crypto';
import type * as t from 'io-ts';
import type { SmsSendBody } from '../../contract/sms.ts';
import { isKoreanMobile } from '../../domain/checkout/phone-number.ts';
import type { GatewayContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { type Answer, answer, refuse } from '../http/serve-call.ts';
import { isBlockedNumber } from './blocked-number.ts';
import type { Requester } from './requester.ts';
import { lockSends, reserveSend, type SmsLimit, sendAllowance } from './sms-ledger.ts';
import { smsMessages } from './sms-messages.ts';
import { PHONE_VERIFIED_TTL_MS, smsLimitsOf } from './sms-policy.ts';
import { codesSentBy, insertCode, isPhoneVerifiedSince, verifiedCheck } from './sms-store.ts';

/** A uniformly random code 0000-9999 from the OS's CSPRNG. */
export function freshSmsCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

const result = (result: string, display_message: string, send_count: number): Answer =>
  answer({ result, display_message, send_count });

/** The refusal of a text beyond a limit; the log says which limit (never the whole number). */
export function smsBan(ctx: GatewayContext, limit: SmsLimit, phone: string, requester: Requester): Answer {
  ctx.log.warn({ limit, to: `***${phone.slice(-4)}`, requester: requester.key }, 'sms refused: send limit');
  return refuse(429, 'ban', smsMessages.BAN);
}

/**
 * The cheap refusals (this requester's check of the phone still holds; a send limit is reached), or
 * the codes this requester sent so far: asked before the blocklist's bcrypt comparisons, and again
 * inside the transaction under the sends' lock.
 */
async function cheapRefusal(
  ctx: GatewayContext,
  sql: Sql,
  { phone, context }: t.TypeOf<typeof SmsSendBody>,
  requester: Requester,
  now: number,
): Promise<{ readonly refusal: Answer } | { readonly sent: number }> {
  const limits = smsLimitsOf(ctx);
  const key = ctx.keys.phone(phone);
  const sent = await codesSentBy(sql, key, requester.key, now - limits.phoneWindowMs);
  const provenSince = now - PHONE_VERIFIED_TTL_MS;
  const alreadyVerified =
    context === 'ORDER'
      ? await isPhoneVerifiedSince(sql, key, requester.key, provenSince)
      : context === 'REGISTER' &&
        (await verifiedCheck(sql, key, requester.key, context, provenSince)) !== null;
  if (alreadyVerified) return { refusal: result('dup_veri_trial', smsMessages.ALREADY_VERIFIED, sent) };
  const allowance = await sendAllowance(sql, limits, key, requester, now);
  if (!allowance.ok) return { refusal: smsBan(ctx, allowance.limit, phone, requester) };
  return { sent };
}

export async function sendSmsCode(
  ctx: GatewayContext,
  body: t.TypeOf<typeof SmsSendBody>,
  requester: Requester,
): Promise<Answer> {
  const { phone, context } = body;
  if (requester.customerId !== null && body.customer_id !== null && body.customer_id !== requester.customerId)
    return refuse(403, 'forbidden', smsMessages.NOT_YOUR_CUSTOMER_ID);
  const limits = smsLimitsOf(ctx);
  const now = ctx.clock.now();
  const key = ctx.keys.phone(phone);
  const sentCount = () => codesSentBy(ctx.db, key, requester.key, now - limits.phoneWindowMs);
  if (!isKoreanMobile(phone)) return result('invalid_number', smsMessages.INVALID_NUMBER, await sentCount());
  const early = await cheapRefusal(ctx, ctx.db, body, requester, now);
  if ('refusal' in early) return early.refusal;
  if (await isBlockedNumber(ctx.db, ctx.blocklist, phone, requester.customerId ?? body.customer_id)) {
    return result('banned_number', smsMessages.BANNED_NUMBER, early.sent);
  }
  return ctx.db.transaction(async (tx) => {
    await lockSends(tx);
    const checked = await cheapRefusal(ctx, tx, body, requester, now);
    if ('refusal' in checked) return checked.refusal;
    const allowance = await reserveSend(tx, limits, { kind: 'code', phone: key, requester, at: now });
    if (!allowance.ok) return smsBan(ctx, allowance.limit, phone, requester);
    await insertCode(tx, { phone: key, context, code: freshSmsCode(), at: now, requester: requester.key });
    return result('success', smsMessages.SENT, checked.sent + 1);
  });
}
