// RequestSmsCode (spec 000 §4 "Phone", §8 "SMS"; spec 001 §4 "Join", §7 "SMS send"): the
// checkout's phone by default, a join's or an id inquiry's with `context`.
// Decision: only ORDER asks isveriphone first; a join learns "already verified" from the send
// answer (dup_veri_trial), and an id inquiry needs a fresh code for find-username anyway.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { isKoreanMobile, normalizePhone } from '../checkout/phone-number.ts';
import { inContext, phoneSlot } from '../checkout/phone-slot.ts';
import { smsRequestFailure, smsSendOutcome } from '../checkout/sms-request.ts';
import type { SmsContext } from '../codecs/primitives.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import { ensureCustomer } from './steps/ensure-customer.ts';

export function handleRequestSmsCode({
  command,
  state,
  ports,
  now,
}: HandlerContext<CommandOf<'RequestSmsCode'>>): Promise<Decision> {
  const context = command.context ?? 'ORDER';
  const phone =
    command.phone === undefined ? phoneSlot(state, context).number : normalizePhone(command.phone);
  return requestCode({ state, ports, now }, context, phone);
}

async function requestCode(
  { state, ports, now }: Pick<HandlerContext<CommandOf<'RequestSmsCode'>>, 'state' | 'ports' | 'now'>,
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
