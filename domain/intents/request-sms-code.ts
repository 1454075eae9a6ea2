// RequestSmsCode (spec 000 §4 "Phone", §8 "SMS"; spec 001 §4 "Join", §7 "SMS send"): the
// checkout's phone by default, a join's or an id inquiry's with `context`. A call that found the
// service down is the service-problem text (§8 "General"), not the SMS's "other failures" text.
// Decision: only ORDER asks isveriphone first; a join learns "already verified" from the send
// answer (dup_veri_trial), and an id inquiry needs a fresh code for find-username anyway.
// Gathered in stages, each call only when the decision so far goes on: isveriphone (ORDER), an
// anonymous customer id (a guest without one), then the send.
import { gatewayFailureRejection, isServiceDown } from '../checkout/error-mapping.ts';
import { isKoreanMobile, normalizePhone } from '../checkout/phone-number.ts';
import { inContext, phoneSlot } from '../checkout/phone-slot.ts';
import { smsRequestFailure, smsSendOutcome } from '../checkout/sms-request.ts';
import type { SmsContext } from '../codecs/primitives.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SmsSendAnswer } from '../ports/gateway.ts';
import { type GatewayResult, unanswered } from '../ports/gateway-failure.ts';
import { accept, type Decision, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { askCustomer, type CustomerAnswer, customerOf } from './steps/ensure-customer.ts';

type RequestSmsCode = CommandOf<'RequestSmsCode'>;

export interface RequestSmsCodeFacts {
  /** The dispatch's time, when the code was requested. */
  readonly now: number;
  /** isveriphone's answer (ORDER only); null when not asked. */
  readonly phoneCheck: GatewayResult<'verified' | 'unverified' | 'ban'> | null;
  /** The anonymous customer id for a guest; null when not asked. */
  readonly customer: CustomerAnswer | null;
  /** The send's answer; null when not sent. */
  readonly sent: GatewayResult<SmsSendAnswer> | null;
}

/** The context and the phone to send to, or the refusal of the phone. */
function target(command: RequestSmsCode, state: State) {
  const context: SmsContext = command.context ?? 'ORDER';
  const phone =
    command.phone === undefined ? phoneSlot(state, context).number : normalizePhone(command.phone);
  if (phone === '') return refuse('PHONE_REQUIRED');
  if (!isKoreanMobile(phone)) return refuse('PHONE_INVALID');
  return { context, phone, verified: draft('PhoneVerified', { phone, ...inContext(context) }) };
}

/** isveriphone's answer: a ban or a failure stops, "verified" accepts; null goes on to the send. */
function phoneChecked(check: RequestSmsCodeFacts['phoneCheck'], verified: EventDraft) {
  const answer = unanswered(check);
  if (!answer.ok) {
    const f = answer.failure;
    if (isServiceDown(f)) return refuseWith(gatewayFailureRejection(f, 'SMS_RETRY_LATER'));
    const banned = f.kind === 'rejected' && (f.code === 'ban' || f.message === 'ban');
    return refuseWith(smsRequestFailure(banned ? 'ban' : null));
  }
  if (answer.value === 'ban') return refuseWith(smsRequestFailure('ban'));
  if (answer.value === 'verified') return accept(verified);
  return null;
}

export async function gather({
  command,
  state,
  ports,
  now,
}: HandlerContext<RequestSmsCode>): Promise<RequestSmsCodeFacts> {
  const facts = { now, phoneCheck: null, customer: null, sent: null };
  const to = target(command, state);
  if ('events' in to) return facts;
  const { context, phone } = to;
  let phoneCheck: RequestSmsCodeFacts['phoneCheck'] = null;
  if (context === 'ORDER') {
    phoneCheck = await ports.gateway.isPhoneVerified(phone);
    if (phoneChecked(phoneCheck, to.verified) !== null) return { ...facts, phoneCheck };
  }
  const customer = await askCustomer(state, ports);
  const id = customerOf(state, customer, 'SMS_RETRY_LATER');
  if (!id.ok) return { ...facts, phoneCheck, customer };
  const sent = await ports.gateway.sendSmsCode({ customer_id: id.customerId, phone, context });
  return { now, phoneCheck, customer, sent };
}

export function decide(command: RequestSmsCode, state: State, facts: RequestSmsCodeFacts): Decision {
  const to = target(command, state);
  if ('events' in to) return to;
  const { context, phone, verified } = to;
  if (context === 'ORDER') {
    const checked = phoneChecked(facts.phoneCheck, verified);
    if (checked !== null) return checked;
  }
  const customer = customerOf(state, facts.customer, 'SMS_RETRY_LATER');
  if (!customer.ok) return refuseWith(customer.rejection);
  const sent = unanswered(facts.sent);
  if (!sent.ok) {
    if (isServiceDown(sent.failure))
      return refuseWith(gatewayFailureRejection(sent.failure, 'SMS_RETRY_LATER'), customer.events);
    const code = sent.failure.kind === 'rejected' ? sent.failure.code : undefined;
    return refuseWith(smsRequestFailure(code ?? null), customer.events);
  }
  const outcome = smsSendOutcome(sent.value);
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

export const handleRequestSmsCode = gathered(gather, decide);
