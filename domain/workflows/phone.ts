// RequestSmsCode and VerifySmsCode (spec 000 §4 "Phone", §5 "SMS code", §8 "SMS"): the phone
// check ('ban' = too many requests) before sending; the code rules before asking the server.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { isKoreanMobile, normalizePhone } from '../checkout/phone-number.ts';
import type { PhoneVerification } from '../checkout/phone-verification.ts';
import { checkSmsCode, DEFAULT_MAX_SMS_TRIES, smsCheckOutcome, smsTriesLeft } from '../checkout/sms-code.ts';
import { smsRequestFailure, smsSendOutcome } from '../checkout/sms-request.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { ensureCustomer } from './customer.ts';

function verification(state: State): PhoneVerification {
  const phone = state.checkout.phone;
  if (phone.status === 'requested' && phone.requestedAt !== null) {
    return {
      status: 'requested',
      phone: phone.number,
      requestedAt: phone.requestedAt,
      sendCount: phone.sendCount,
    };
  }
  return phone.status === 'verified'
    ? { status: 'verified', phone: phone.number }
    : { status: 'unverified', phone: phone.number };
}

export function decideSetPhone({ command, state }: HandlerContext<CommandOf<'SetPhone'>>) {
  const phone = normalizePhone(command.phone);
  if (phone === state.checkout.phone.number) return accept();
  return accept(draft('PhoneEntered', { phone }));
}

export async function requestSmsCodeWorkflow({
  state,
  ports,
  now,
}: HandlerContext<CommandOf<'RequestSmsCode'>>) {
  const phone = state.checkout.phone.number;
  if (phone === '') return refuse('PHONE_REQUIRED');
  if (!isKoreanMobile(phone)) return refuse('PHONE_INVALID');

  const check = await ports.gateway.isPhoneVerified(phone);
  if (!check.ok) {
    const f = check.failure;
    const banned = f.kind === 'rejected' && (f.code === 'ban' || f.message === 'ban');
    return refuseWith(smsRequestFailure(banned ? 'ban' : null));
  }
  if (check.value === 'ban') return refuseWith(smsRequestFailure('ban'));
  if (check.value === 'verified') return accept(draft('PhoneVerified', { phone }));

  const customer = await ensureCustomer(state, ports);
  if (!customer.ok) return refuseWith(gatewayFailureRejection(customer.failure, 'SMS_RETRY_LATER'));
  const sent = await ports.gateway.sendSmsCode({ customer_id: customer.customerId, phone, context: 'ORDER' });
  if (!sent.ok) {
    const code = sent.failure.kind === 'rejected' ? sent.failure.code : undefined;
    return refuseWith(smsRequestFailure(code ?? null), customer.events);
  }
  const outcome = smsSendOutcome(sent.value, now);
  switch (outcome.kind) {
    case 'verified':
      return accept(...customer.events, draft('PhoneVerified', { phone }));
    case 'not-requested':
      return refuseWith(outcome.rejection, customer.events);
    case 'requested':
      return accept(
        ...customer.events,
        draft('SmsCodeRequested', { phone, sendCount: sent.value.send_count }),
      );
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

export async function verifySmsCodeWorkflow({
  command,
  state,
  ports,
  now,
}: HandlerContext<CommandOf<'VerifySmsCode'>>) {
  const checked = checkSmsCode({ code: command.code, verification: verification(state), now });
  if (!checked.ok) return refuseWith(checked.rejection);
  const phone = state.checkout.phone.number;
  if (smsTriesLeft(state.checkout.phone.failedChecks, DEFAULT_MAX_SMS_TRIES).left === 0) {
    return refuse('SMS_NO_TRIES_LEFT');
  }
  const answer = await ports.gateway.checkSmsCode(phone, checked.value);
  if (!answer.ok) return refuseWith(gatewayFailureRejection(answer.failure, 'SMS_RETRY_LATER'));
  const outcome = smsCheckOutcome(answer.value);
  if (outcome.ok) return accept(draft('PhoneVerified', { phone }));
  const left = smsTriesLeft(state.checkout.phone.failedChecks + 1, DEFAULT_MAX_SMS_TRIES);
  return refuseWith(
    { ...outcome.rejection, details: { triesLeft: left.left, notice: left.notice.message } },
    [draft('SmsCodeRejected', { phone, message: outcome.rejection.message })],
  );
}
