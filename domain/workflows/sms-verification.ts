// One SMS verification for every context: the checkout's phone (ORDER, spec 000 §4 "Phone") and
// the account screens' (REGISTER for join, FIND_EMAIL for id inquiry, spec 001 §4 "Join", §7).
// Decision: only ORDER asks isveriphone first; a join learns "already verified" from the send
// answer (dup_veri_trial), and an id inquiry needs a fresh code for find-username anyway.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { isKoreanMobile } from '../checkout/phone-number.ts';
import type { PhoneVerification } from '../checkout/phone-verification.ts';
import { checkSmsCode, DEFAULT_MAX_SMS_TRIES, smsCheckOutcome, smsTriesLeft } from '../checkout/sms-code.ts';
import { smsRequestFailure, smsSendOutcome } from '../checkout/sms-request.ts';
import type { SmsContext } from '../codecs/primitives.ts';
import type { Ports } from '../ports/gateway.ts';
import { accept, type Decision, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import { emptyPhoneSlot, type PhoneSlot, type State } from '../store/state.ts';
import { ensureCustomer } from './customer.ts';

export interface SmsContextPorts {
  readonly state: State;
  readonly ports: Ports;
  readonly now: number;
}

export function phoneSlot(state: State, context: SmsContext): PhoneSlot {
  if (context === 'ORDER') return state.checkout.phone;
  return state.session.accountPhone.context === context ? state.session.accountPhone : emptyPhoneSlot;
}

export function slotVerification(slot: PhoneSlot): PhoneVerification {
  if (slot.status === 'requested' && slot.requestedAt !== null) {
    return {
      status: 'requested',
      phone: slot.number,
      requestedAt: slot.requestedAt,
      sendCount: slot.sendCount,
    };
  }
  return slot.status === 'verified'
    ? { status: 'verified', phone: slot.number }
    : { status: 'unverified', phone: slot.number };
}

export function isVerifiedFor(state: State, context: SmsContext, phone: string): boolean {
  const slot = phoneSlot(state, context);
  return slot.status === 'verified' && slot.number === phone;
}

/** The events' context: left out for ORDER, as in logs written before contexts existed. */
export const inContext = (context: SmsContext) => (context === 'ORDER' ? {} : { context });

export async function requestCode(
  { state, ports, now }: SmsContextPorts,
  context: SmsContext,
  phone: string,
): Promise<Decision> {
  if (phone === '') return refuse('PHONE_REQUIRED');
  if (!isKoreanMobile(phone)) return refuse('PHONE_INVALID');
  const verified = draft('PhoneVerified', { phone, ...inContext(context) });

  if (context === 'ORDER') {
    const check = await ports.gateway.isPhoneVerified(phone);
    if (!check.ok) {
      const f = check.failure;
      const banned = f.kind === 'rejected' && (f.code === 'ban' || f.message === 'ban');
      return refuseWith(smsRequestFailure(banned ? 'ban' : null));
    }
    if (check.value === 'ban') return refuseWith(smsRequestFailure('ban'));
    if (check.value === 'verified') return accept(verified);
  }

  const customer = await ensureCustomer(state, ports);
  if (!customer.ok) return refuseWith(gatewayFailureRejection(customer.failure, 'SMS_RETRY_LATER'));
  const sent = await ports.gateway.sendSmsCode({ customer_id: customer.customerId, phone, context });
  if (!sent.ok) {
    const code = sent.failure.kind === 'rejected' ? sent.failure.code : undefined;
    return refuseWith(smsRequestFailure(code ?? null), customer.events);
  }
  const outcome = smsSendOutcome(sent.value, now);
  switch (outcome.kind) {
    case 'verified':
      return accept(...customer.events, verified);
    case 'not-requested':
      return refuseWith(outcome.rejection, customer.events);
    case 'requested':
      return accept(
        ...customer.events,
        draft('SmsCodeRequested', { phone, sendCount: sent.value.send_count, ...inContext(context) }),
      );
    default: {
      const never: never = outcome;
      return never;
    }
  }
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
