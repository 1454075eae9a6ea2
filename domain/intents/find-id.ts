// FindId, the id inquiry (spec 001 §5 "Id inquiry succeeds only if a username is returned.", §7
// "Id inquiry | POST /v1/find-username | phone, verification_code"). The code was sent by
// RequestSmsCode with context FIND_EMAIL; the code rules apply here, then the server checks the
// code (sms.check: the reference gateway answers the inquiry only for a phone checked for
// FIND_EMAIL by the same requester), then the inquiry is sent with it. Each call is asked only when
// the way goes on that far: the check for a code the rules let through, the inquiry for a code the
// server verified.
import { idInquiryOutcome } from '../account/inquiry.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import { phoneSlot, slotVerification } from '../checkout/phone-slot.ts';
import type { PhoneVerification } from '../checkout/phone-verification.ts';
import { checkSmsCode, smsCheckOutcome } from '../checkout/sms-code.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SmsCheckAnswer } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Result } from '../result.ts';
import { accept, draft, refuse, refuseWith } from '../store/decision.ts';
import type { PhoneSlot, State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type FindId = CommandOf<'FindId'>;

/** An "already verified" send answer (dup_veri_trial) means the server still holds a valid code. */
function inquiryVerification(slot: PhoneSlot, phone: string, now: number): PhoneVerification {
  if (slot.number !== phone) return { status: 'unverified', phone };
  if (slot.status === 'verified')
    return { status: 'requested', phone, requestedAt: now, sendCount: slot.sendCount };
  return slotVerification(slot);
}

/** The server's check of the code: the inquiry goes on only with a code it verified. */
function codeChecked(checked: GatewayResult<SmsCheckAnswer>): Result<'verified'> {
  if (!checked.ok)
    return { ok: false, rejection: gatewayFailureRejection(checked.failure, 'SMS_RETRY_LATER') };
  return smsCheckOutcome(checked.value);
}

export function* findIdFlow(command: FindId, state: State, now: number): Workflow {
  const phone = normalizePhone(command.phone);
  if (phone === '') return refuse('PHONE_REQUIRED');
  const verification = inquiryVerification(phoneSlot(state, 'FIND_EMAIL'), phone, now);
  const code = checkSmsCode({ code: command.code, verification, now });
  if (!code.ok) return refuseWith(code.rejection);
  const checked = codeChecked(yield* ask('gateway', 'checkSmsCode', phone, code.value));
  if (!checked.ok) return refuseWith(checked.rejection);
  const found = yield* ask('gateway', 'idInquiry', { phone, verification_code: code.value });
  if (!found.ok) return refuseWith(gatewayFailureRejection(found.failure, 'ID_INQUIRY_NOT_FOUND'));
  const username = idInquiryOutcome(found.value);
  if (!username.ok) {
    const text = found.value.message?.trim();
    return refuseWith(text ? { code: 'ID_INQUIRY_NOT_FOUND', message: text } : username.rejection);
  }
  return accept(draft('UsernameFound', { phone, username: username.value }));
}

export const handleFindId = workflow(findIdFlow);
