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
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Result } from '../result.ts';
import { accept, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { PhoneSlot, State } from '../store/state.ts';

type FindId = CommandOf<'FindId'>;
type IdInquiryAnswer = { readonly username: string | null; readonly message: string | null };

export interface FindIdFacts {
  /** The dispatch's time, for the code's validity. */
  readonly now: number;
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
  if (asked === null || !asked.ok) return { now, found: null };
  const found = await ports.gateway.idInquiry({
    phone: asked.value.phone,
    verification_code: asked.value.code,
  });
  return { now, found };
}

export function decide(command: FindId, state: State, { now, found }: FindIdFacts): Decision {
  const asked = request(command, state, now);
  if (asked === null) return refuse('PHONE_REQUIRED');
  if (!asked.ok) return refuseWith(asked.rejection);
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
