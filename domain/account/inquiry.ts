// Id and password inquiry answers (spec 001 §5, §8).
import { ok, type Result, reject } from '../result.ts';
import { isEmail } from './join-validation.ts';

/** spec 001 §5 "Id inquiry succeeds only if a username is returned." */
export function idInquiryOutcome(
  answer: { readonly username?: string | null } | null | undefined,
): Result<string> {
  const username = answer?.username?.trim();
  return username ? ok(username) : reject('ID_INQUIRY_NOT_FOUND');
}

export function validatePasswordInquiry(email: string): Result<string> {
  if (email.trim() === '') return reject('JOIN_EMAIL_REQUIRED');
  return isEmail(email) ? ok(email.trim()) : reject('JOIN_EMAIL_INVALID');
}

/** spec 001 §8 "Password inquiry failure: message or "서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요."" */
export function passwordInquiryOutcome(answer: {
  readonly ok: boolean;
  readonly message?: string | null;
}): Result<void> {
  if (answer.ok) return ok(undefined);
  const text = answer.message?.trim();
  return text
    ? { ok: false, rejection: { code: 'PASSWORD_INQUIRY_FAILED', message: text } }
    : reject('PASSWORD_INQUIRY_FAILED');
}
