// Sending a verification code (spec 001 §4 "SMS request results", §7 "SMS send"): a fresh random
// 4-digit code per send, into sms_codes (the sandbox outbox reads it back). Results:
// - invalid_number: not a Korean mobile number (01[016789] and 7-8 digits);
// - banned_number: the phone is on the blocklist for the asking customer or a member with it
//   (asked after the cheap refusals below, since it costs bcrypt comparisons);
// - dup_veri_trial: an ORDER or REGISTER check of this phone still holds (nothing is sent). A
//   FIND_EMAIL send always sends, since the id inquiry needs the new code;
// - 'ban' (HTTP 429, the error object with error_code 'ban'): the send limit is reached;
// - success, with send_count = the codes sent to the phone within the limit's window.
import { randomInt } from 'node:crypto';
import type * as t from 'io-ts';
import type { SmsSendBody } from '../../contract/sms.ts';
import { isKoreanMobile } from '../../domain/checkout/phone-number.ts';
import type { GatewayContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { type Answer, answer, refuse } from '../http/serve-call.ts';
import { isBlockedNumber } from './blocked-number.ts';
import { smsMessages } from './sms-messages.ts';
import { PHONE_VERIFIED_TTL_MS, SMS_SEND_LIMIT, SMS_SEND_WINDOW_MS } from './sms-policy.ts';
import { insertCode, isPhoneVerifiedSince, lockPhone, sendsSince, verifiedCheck } from './sms-store.ts';

/** A uniformly random code 0000-9999 from the OS's CSPRNG. */
export function freshSmsCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

const result = (result: string, display_message: string, send_count: number): Answer =>
  answer({ result, display_message, send_count });

type Body = t.TypeOf<typeof SmsSendBody>;

/** The cheap refusals (a check that still holds, the send limit), or the sends so far. */
async function cheapRefusal(
  sql: Sql,
  { phone, context }: Body,
  now: number,
): Promise<{ readonly refusal: Answer } | { readonly sent: number }> {
  const sent = await sendsSince(sql, phone, now - SMS_SEND_WINDOW_MS);
  const provenSince = now - PHONE_VERIFIED_TTL_MS;
  const alreadyVerified =
    context === 'ORDER'
      ? await isPhoneVerifiedSince(sql, phone, provenSince)
      : context === 'REGISTER' && (await verifiedCheck(sql, phone, context, provenSince)) !== null;
  if (alreadyVerified) return { refusal: result('dup_veri_trial', smsMessages.alreadyVerified, sent) };
  if (sent >= SMS_SEND_LIMIT) return { refusal: refuse(429, 'ban', smsMessages.ban) };
  return { sent };
}

export async function sendSmsCode(ctx: GatewayContext, body: Body): Promise<Answer> {
  const { phone, context } = body;
  const now = ctx.clock.now();
  if (!isKoreanMobile(phone)) {
    return result(
      'invalid_number',
      smsMessages.invalidNumber,
      await sendsSince(ctx.db, phone, now - SMS_SEND_WINDOW_MS),
    );
  }
  // The cheap refusals are answered before the blocklist's bcrypt comparisons; the transaction
  // asks them again under the phone's lock.
  const early = await cheapRefusal(ctx.db, body, now);
  if ('refusal' in early) return early.refusal;
  if (await isBlockedNumber(ctx.db, ctx.passwords, phone, body.customer_id)) {
    return result('banned_number', smsMessages.bannedNumber, early.sent);
  }
  return ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const checked = await cheapRefusal(tx, body, now);
    if ('refusal' in checked) return checked.refusal;
    await insertCode(tx, phone, context, freshSmsCode(), now);
    return result('success', smsMessages.sent, checked.sent + 1);
  });
}
