// VerifySmsCode's check, shared with the join forms (which check a typed-in code first): the code
// rules, then the server's check (spec 000 §5 "SMS code", §8 "SMS"; spec 001 §4 "Join").
import type { JoinPhone } from '../../account/join-phone.ts';
import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import { inContext, phoneSlot, slotVerification } from '../../checkout/phone-slot.ts';
import {
  checkSmsCode,
  DEFAULT_MAX_SMS_TRIES,
  smsCheckOutcome,
  smsTriesLeft,
} from '../../checkout/sms-code.ts';
import type { Ports } from '../../ports/gateway.ts';
import { type Decision, draft, type EventDraft, refuse, refuseWith } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';

export interface SmsContextPorts {
  readonly state: State;
  readonly ports: Ports;
  readonly now: number;
}

export type CodeCheck =
  | { readonly ok: true; readonly events: readonly EventDraft[] }
  | { readonly ok: false; readonly decision: Decision };

const stop = (decision: Decision): CodeCheck => ({ ok: false, decision });

/** The code rules, then the server's check (spec 000 §5 "SMS code", §8 "SMS"). */
export async function verifyCode(
  { state, ports, now }: SmsContextPorts,
  context: 'ORDER' | 'REGISTER',
  code: string,
): Promise<CodeCheck> {
  const slot = phoneSlot(state, context);
  // RequestSmsCode may find the number verified already (isveriphone, dup_veri_trial) and send no
  // code; the web app then hides the code field. A shell that verifies anyway (a script, `jumun
  // order` run twice with one phone) has nothing left to check: accepted, nothing recorded.
  if (slot.status === 'verified' && slot.number !== '') return { ok: true, events: [] };
  const checked = checkSmsCode({ code, verification: slotVerification(slot), now });
  if (!checked.ok) return stop(refuseWith(checked.rejection));
  if (smsTriesLeft(slot.failedChecks, DEFAULT_MAX_SMS_TRIES).left === 0)
    return stop(refuse('SMS_NO_TRIES_LEFT'));
  const phone = slot.number;
  const answer = await ports.gateway.checkSmsCode(phone, checked.value);
  if (!answer.ok) return stop(refuseWith(gatewayFailureRejection(answer.failure, 'SMS_RETRY_LATER')));
  const outcome = smsCheckOutcome(answer.value);
  if (outcome.ok) return { ok: true, events: [draft('PhoneVerified', { phone, ...inContext(context) })] };
  const left = smsTriesLeft(slot.failedChecks + 1, DEFAULT_MAX_SMS_TRIES);
  return stop(
    refuseWith({ ...outcome.rejection, details: { triesLeft: left.left, notice: left.notice.message } }, [
      draft('SmsCodeRejected', { phone, message: outcome.rejection.message, ...inContext(context) }),
    ]),
  );
}

export function checkJoinCode(ctx: SmsContextPorts, phone: JoinPhone): Promise<CodeCheck> {
  return phone.codeToCheck === null
    ? Promise.resolve({ ok: true, events: [] })
    : verifyCode(ctx, 'REGISTER', phone.codeToCheck);
}
