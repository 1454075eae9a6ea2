// VerifySmsCode's check, shared with the join forms (which check a typed-in code first): the code
// rules, then the server's check (spec 000 §5 "SMS code", §8 "SMS"; spec 001 §4 "Join"), asked
// only when the rules let the code through. `verifyCode` and `checkJoinCode` are step workflows.
import type { JoinPhone } from '../../account/join-phone.ts';
import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import { inContext, phoneSlot, slotVerification } from '../../checkout/phone-slot.ts';
import {
  checkSmsCode,
  DEFAULT_MAX_SMS_TRIES,
  earlierAnswer,
  smsCheckOutcome,
  smsTriesLeft,
} from '../../checkout/sms-code.ts';
import { type Decision, draft, type EventDraft, refuse, refuseWith } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';
import { ask, type Workflow } from '../../store/workflow.ts';

export type CodeCheck =
  | { readonly ok: true; readonly events: readonly EventDraft[] }
  | { readonly ok: false; readonly decision: Decision };

type SmsCheckContext = 'ORDER' | 'REGISTER';

const stop = (decision: Decision): CodeCheck => ({ ok: false, decision });

/**
 * The code rules before the server is asked: nothing to check, a refusal, or the code to send. A
 * code the server refused already for this request answers as it did, without a second try.
 */
function codeToSend(state: State, context: SmsCheckContext, code: string, now: number) {
  const slot = phoneSlot(state, context);
  // RequestSmsCode may find the number verified already (isveriphone, dup_veri_trial) and send no
  // code; the web app then hides the code field. A shell that verifies anyway (a script, `jumun
  // order` run twice with one phone) has nothing left to check: accepted, nothing recorded.
  if (slot.status === 'verified' && slot.number !== '') return { kind: 'verified' } as const;
  const checked = checkSmsCode({ code, verification: slotVerification(slot), now });
  if (!checked.ok) return { kind: 'refused', decision: refuseWith(checked.rejection) } as const;
  const earlier = earlierAnswer(slot.refusedCodes, checked.value);
  if (earlier !== null) {
    const left = smsTriesLeft(slot.failedChecks, DEFAULT_MAX_SMS_TRIES);
    const details = { triesLeft: left.left, notice: left.notice.message, again: true };
    return { kind: 'refused', decision: refuseWith({ ...earlier, details }) } as const;
  }
  if (smsTriesLeft(slot.failedChecks, DEFAULT_MAX_SMS_TRIES).left === 0)
    return { kind: 'refused', decision: refuse('SMS_NO_TRIES_LEFT') } as const;
  return { kind: 'send', slot, code: checked.value } as const;
}

/**
 * The code rules, then the server's answer, asked only when the rules let the code through (spec
 * 000 §5 "SMS code", §8 "SMS").
 */
export function* verifyCode(
  state: State,
  context: SmsCheckContext,
  code: string,
  now: number,
): Workflow<CodeCheck> {
  const send = codeToSend(state, context, code, now);
  if (send.kind === 'verified') return { ok: true, events: [] };
  if (send.kind === 'refused') return stop(send.decision);
  const { slot } = send;
  const phone = slot.number;
  const answer = yield* ask('gateway', 'checkSmsCode', phone, send.code);
  if (!answer.ok) return stop(refuseWith(gatewayFailureRejection(answer.failure, 'SMS_RETRY_LATER')));
  const outcome = smsCheckOutcome(answer.value);
  if (outcome.ok) return { ok: true, events: [draft('PhoneVerified', { phone, ...inContext(context) })] };
  const left = smsTriesLeft(slot.failedChecks + 1, DEFAULT_MAX_SMS_TRIES);
  return stop(
    refuseWith({ ...outcome.rejection, details: { triesLeft: left.left, notice: left.notice.message } }, [
      draft('SmsCodeRejected', {
        phone,
        message: outcome.rejection.message,
        code: send.code,
        ...inContext(context),
      }),
    ]),
  );
}

/** A join form's typed-in code, checked (and the server asked) only when one waits to be checked. */
export function* checkJoinCode(state: State, phone: JoinPhone, now: number): Workflow<CodeCheck> {
  if (phone.codeToCheck === null) return { ok: true, events: [] };
  return yield* verifyCode(state, 'REGISTER', phone.codeToCheck, now);
}
