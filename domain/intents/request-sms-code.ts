// RequestSmsCode (spec 000 §4 "Phone", §8 "SMS"; spec 001 §4 "Join", §7 "SMS send"): the
// checkout's phone by default, a join's or an id inquiry's with `context`. A call that found the
// service down is the service-problem text (§8 "General"), not the SMS's "other failures" text.
// Decision: only ORDER asks isveriphone first; a join learns "already verified" from the send
// answer (dup_veri_trial), and an id inquiry needs a fresh code for find-username anyway.
// Each call only when the way goes on that far: isveriphone (ORDER), an anonymous customer id (a
// guest without one), then the send.
import { gatewayFailureRejection, isServiceDown } from '../checkout/error-mapping.ts';
import { isKoreanMobile, normalizePhone } from '../checkout/phone-number.ts';
import { inContext, phoneSlot } from '../checkout/phone-slot.ts';
import { smsRequestFailure, smsSendOutcome } from '../checkout/sms-request.ts';
import type { SmsContext } from '../codecs/primitives.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { accept, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';
import { ensureCustomer } from './steps/ensure-customer.ts';

type RequestSmsCode = CommandOf<'RequestSmsCode'>;

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
function phoneChecked(answer: GatewayResult<'verified' | 'unverified' | 'ban'>, verified: EventDraft) {
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

export function* requestSmsCodeFlow(command: RequestSmsCode, state: State): Workflow {
  const to = target(command, state);
  if ('events' in to) return to;
  const { context, phone, verified } = to;
  if (context === 'ORDER') {
    const checked = phoneChecked(yield* ask('gateway', 'isPhoneVerified', phone), verified);
    if (checked !== null) return checked;
  }
  const customer = yield* ensureCustomer(state, 'SMS_RETRY_LATER');
  if (!customer.ok) return refuseWith(customer.rejection);
  const sent = yield* ask('gateway', 'sendSmsCode', { customer_id: customer.customerId, phone, context });
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

export const handleRequestSmsCode = workflow(requestSmsCodeFlow);
