// FindId, the id inquiry (spec 001 §5 "Id inquiry succeeds only if a username is returned.", §7
// "Id inquiry | POST /v1/find-username | phone, verification_code"). The code was sent by
// RequestSmsCode with context FIND_EMAIL; the code rules apply here, then the server checks the
// code (sms.check: the reference gateway answers the inquiry only for a phone checked for
// FIND_EMAIL by the same requester), then the inquiry is sent with it.
import { idInquiryOutcome } from '../account/inquiry.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import { phoneSlot, slotVerification } from '../checkout/phone-slot.ts';
import type { PhoneVerification } from '../checkout/phone-verification.ts';
import { checkSmsCode, smsCheckOutcome } from '../checkout/sms-code.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SmsCheckAnswer } from '../ports/gateway.ts';
import { type GatewayResult, unanswered } from '../ports/gateway-failure.ts';
import type { Result } from '../result.ts';
import { accept, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { PhoneSlot, State } from '../store/state.ts';

type FindId = CommandOf<'FindId'>;
type IdInquiryAnswer = { readonly username: string | null; readonly message: string | null };

export interface FindIdFacts {
  /** The dispatch's time, for the code's validity. */
  readonly now: number;
  /** The server's check of the code (sms.check), which the inquiry needs first; null when the
   * phone or the code already refuse. */
  readonly checked: GatewayResult<SmsCheckAnswer> | null;
  /** The server's answer; null when the phone or the code already refuse. */
  readonly found: GatewayResult<IdInquiryAnswer> | null;
}

/** An "already verified" send answer (dup_veri_trial) means the server still holds a valid code. */
function inquiryVerification(slot: PhoneSlot, phone: string, now: number): PhoneVerification {
  if (slot.number !== phone) return { status: 'unverified', phone };
  if (slot.status === 'verified')
    return { status: 'requested', phone, requestedAt: now, sendCount: slot.sendCount };
  return slotVerification(slot);
}

/** The phone and the checked code, or the refusal. */
function request(command: FindId, state: State, now: number): Result<{ phone: string; code: string }> | null {
  const phone = normalizePhone(command.phone);
  if (phone === '') return null;
  const verification = inquiryVerification(phoneSlot(state, 'FIND_EMAIL'), phone, now);
  const code = checkSmsCode({ code: command.code, verification, now });
  return code.ok ? { ok: true, value: { phone, code: code.value } } : code;
}

export async function gather({ command, state, ports, now }: HandlerContext<FindId>): Promise<FindIdFacts> {
  const asked = request(command, state, now);
  if (asked === null || !asked.ok) return { now, checked: null, found: null };
  const checked = await ports.gateway.checkSmsCode(asked.value.phone, asked.value.code);
  if (!codeChecked(checked).ok) return { now, checked, found: null };
  const found = await ports.gateway.idInquiry({
    phone: asked.value.phone,
    verification_code: asked.value.code,
  });
  return { now, checked, found };
}

/** The server's check of the code: the inquiry goes on only with a code it verified. */
function codeChecked(checked: GatewayResult<SmsCheckAnswer> | null): Result<'verified'> {
  const answer = unanswered(checked);
  if (!answer.ok) return { ok: false, rejection: gatewayFailureRejection(answer.failure, 'SMS_RETRY_LATER') };
  return smsCheckOutcome(answer.value);
}

export function decide(command: FindId, state: State, { now, checked, found }: FindIdFacts): Decision {
  const asked = request(command, state, now);
  if (asked === null) return refuse('PHONE_REQUIRED');
  if (!asked.ok) return refuseWith(asked.rejection);
  const code = codeChecked(checked);
  if (!code.ok) return refuseWith(code.rejection);
  if (found === null) return refuse('ID_INQUIRY_NOT_FOUND');
  if (!found.ok) return refuseWith(gatewayFailureRejection(found.failure, 'ID_INQUIRY_NOT_FOUND'));
  const username = idInquiryOutcome(found.value);
  if (!username.ok) {
    const text = found.value.message?.trim();
    return refuseWith(text ? { code: 'ID_INQUIRY_NOT_FOUND', message: text } : username.rejection);
  }
  return accept(draft('UsernameFound', { phone: asked.value.phone, username: username.value }));
}

export const handleFindId = gathered(gather, decide);
