// FindPassword, the password inquiry (spec 001 §7 "Password inquiry | POST /v1/find-password |
// email", §8 "Password inquiry failure: message or "서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요."").
// The inquiry is asked only for an e-mail the form lets through.
import { passwordInquiryOutcome, validatePasswordInquiry } from '../account/inquiry.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft, refuseWith } from '../store/decision.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type FindPassword = CommandOf<'FindPassword'>;

export function* findPasswordFlow(command: FindPassword): Workflow {
  const email = validatePasswordInquiry(command.email);
  if (!email.ok) return refuseWith(email.rejection);
  const sent = yield* ask('gateway', 'passwordInquiry', email.value);
  if (!sent.ok) return refuseWith(gatewayFailureRejection(sent.failure, 'PASSWORD_INQUIRY_FAILED'));
  const outcome = passwordInquiryOutcome({ ok: sent.value.success, message: sent.value.message });
  if (!outcome.ok) return refuseWith(outcome.rejection);
  return accept(draft('PasswordInquirySent', { email: email.value }));
}

export const handleFindPassword = workflow(findPasswordFlow);
