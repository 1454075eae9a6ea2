// Answers to asking for an SMS code (spec 000 §5/§8 "SMS", spec 001 §4 "Join").
import { type Rejection, rejection } from '../result.ts';

/** The phone-check call (isveriphone) before sending: 'ban' means the request count is exceeded. */
export function smsRequestFailure(reason: string | null | undefined): Rejection {
  return reason === 'ban' ? rejection('SMS_BAN') : rejection('SMS_RETRY_LATER');
}

/** The SMS send answer (result, display_message, send_count). */
export interface SmsSendReply {
  readonly result: string;
  readonly display_message?: string | null;
  readonly send_count?: number | null;
}

export type SmsRequestOutcome =
  | { readonly kind: 'verified' }
  | { readonly kind: 'requested' }
  | { readonly kind: 'not-requested'; readonly rejection: Rejection };

const notSent: readonly string[] = ['banned_number', 'invalid_number', 'sms_error'];

/**
 * dup_veri_trial: already verified. banned_number / invalid_number / sms_error: the message, no
 * request. Anything else: requested (spec 001 §4 "SMS request results").
 */
export function smsSendOutcome(reply: SmsSendReply): SmsRequestOutcome {
  if (reply.result === 'dup_veri_trial') return { kind: 'verified' };
  if (notSent.includes(reply.result)) {
    const text = reply.display_message?.trim();
    const details = { result: reply.result };
    return {
      kind: 'not-requested',
      rejection: text
        ? { code: 'SMS_RETRY_LATER', message: text, details }
        : rejection('SMS_RETRY_LATER', {}, details),
    };
  }
  return { kind: 'requested' };
}
