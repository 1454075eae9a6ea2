// FindPassword, the password inquiry (spec 001 §7 "Password inquiry | POST /v1/find-password |
// email", §8 "Password inquiry failure: message or "서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요."").
import { passwordInquiryOutcome, validatePasswordInquiry } from '../account/inquiry.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Ack } from '../ports/ack.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { accept, type Decision, draft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type FindPassword = CommandOf<'FindPassword'>;

export interface FindPasswordFacts {
  /** The server's answer; null when the e-mail already refuses. */
  readonly sent: GatewayResult<Ack> | null;
}

export async function gather({ command, ports }: HandlerContext<FindPassword>): Promise<FindPasswordFacts> {
  const email = validatePasswordInquiry(command.email);
  return { sent: email.ok ? await ports.gateway.passwordInquiry(email.value) : null };
}

export function decide(command: FindPassword, _state: State, { sent }: FindPasswordFacts): Decision {
  const email = validatePasswordInquiry(command.email);
  if (!email.ok) return refuseWith(email.rejection);
  if (sent === null) return refuse('PASSWORD_INQUIRY_FAILED');
  if (!sent.ok) return refuseWith(gatewayFailureRejection(sent.failure, 'PASSWORD_INQUIRY_FAILED'));
  const outcome = passwordInquiryOutcome({ ok: sent.value.success, message: sent.value.message });
  if (!outcome.ok) return refuseWith(outcome.rejection);
  return accept(draft('PasswordInquirySent', { email: email.value }));
}

export const handleFindPassword = gathered(gather, decide);
