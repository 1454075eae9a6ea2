// FindPassword, the password inquiry (spec 001 §7 "Password inquiry | POST /v1/find-password |
// email", §8 "Password inquiry failure: message or "서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요."").
import { passwordInquiryOutcome, validatePasswordInquiry } from '../account/inquiry.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleFindPassword({ command, ports }: HandlerContext<CommandOf<'FindPassword'>>) {
  const email = validatePasswordInquiry(command.email);
  if (!email.ok) return refuseWith(email.rejection);
  const answer = await ports.gateway.passwordInquiry(email.value);
  if (!answer.ok) return refuseWith(gatewayFailureRejection(answer.failure, 'PASSWORD_INQUIRY_FAILED'));
  const sent = passwordInquiryOutcome({ ok: answer.value.success, message: answer.value.message });
  if (!sent.ok) return refuseWith(sent.rejection);
  return accept(draft('PasswordInquirySent', { email: email.value }));
}
