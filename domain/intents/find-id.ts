// FindId, the id inquiry (spec 001 §5 "Id inquiry succeeds only if a username is returned.", §7
// "Id inquiry | POST /v1/find-username | phone, verification_code"). The code was sent by
// RequestSmsCode with context FIND_EMAIL; the code rules apply here and the server checks it.
import { idInquiryOutcome } from '../account/inquiry.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import { phoneSlot, slotVerification } from '../checkout/phone-slot.ts';
import type { PhoneVerification } from '../checkout/phone-verification.ts';
import { checkSmsCode } from '../checkout/sms-code.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import type { PhoneSlot } from '../store/state.ts';

/** An "already verified" send answer (dup_veri_trial) means the server still holds a valid code. */
function inquiryVerification(slot: PhoneSlot, phone: string, now: number): PhoneVerification {
  if (slot.number !== phone) return { status: 'unverified', phone };
  if (slot.status === 'verified')
    return { status: 'requested', phone, requestedAt: now, sendCount: slot.sendCount };
  return slotVerification(slot);
}

export async function handleFindId({ command, state, ports, now }: HandlerContext<CommandOf<'FindId'>>) {
  const phone = normalizePhone(command.phone);
  if (phone === '') return refuse('PHONE_REQUIRED');
  const verification = inquiryVerification(phoneSlot(state, 'FIND_EMAIL'), phone, now);
  const code = checkSmsCode({ code: command.code, verification, now });
  if (!code.ok) return refuseWith(code.rejection);
  const answer = await ports.gateway.idInquiry({ phone, verification_code: code.value });
  if (!answer.ok) return refuseWith(gatewayFailureRejection(answer.failure, 'ID_INQUIRY_NOT_FOUND'));
  const found = idInquiryOutcome(answer.value);
  if (!found.ok) {
    const text = answer.value.message?.trim();
    return refuseWith(text ? { code: 'ID_INQUIRY_NOT_FOUND', message: text } : found.rejection);
  }
  return accept(draft('UsernameFound', { phone, username: found.value }));
}
