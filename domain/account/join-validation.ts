// The join form (spec 001 §3 "Join form", §5). Rules are checked in form order and the first failure
// carries its field in `details.field` so the screen can focus it. Decisions:
// - The password rules of spec 000 apply to the e-mail join (the spec leaves it open; a weak password
//   is refused up front rather than by the server).
// - Social join skips e-mail, password and nickname (the social join call carries no nickname or
//   password); with `emailNeeded` the e-mail is asked.
// - The old-verification-code answer is recognised by a message like "old_vericode" or
//   "OLD_VERIFICATION_CODE" and shown as SMS_OLD_CODE.
import type { MessageCode } from '../messages.ts';
import { ok, type Result, reject, rejection } from '../result.ts';
import { checkPassword } from './password-rules.ts';

export interface JoinForm {
  readonly email: string;
  readonly password: string;
  readonly confirm_password: string;
  readonly phone: string;
  readonly nickname: string;
  readonly sms_verify_code: string;
  readonly agree_policy: boolean;
  readonly agree_collect: boolean;
  readonly agree_efinance: boolean;
  readonly agree_14_age: boolean;
  readonly agree_push: boolean;
  readonly agree_all: boolean;
}

export type JoinField = keyof JoinForm;

export interface JoinContext {
  readonly social: boolean;
  readonly emailNeeded: boolean;
  readonly phoneVerified: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

const fail = <T>(field: JoinField, code: MessageCode): Result<T> => ({
  ok: false,
  rejection: rejection(code, undefined, { field }),
});

const blank = (text: string) => text.trim() === '';

export function validateJoin(form: JoinForm, context: JoinContext): Result<JoinForm> {
  const askEmail = !context.social || context.emailNeeded;
  if (askEmail && blank(form.email)) return fail('email', 'JOIN_EMAIL_REQUIRED');
  if (askEmail && !isEmail(form.email)) return fail('email', 'JOIN_EMAIL_INVALID');
  if (!context.social) {
    if (form.password === '') return fail('password', 'JOIN_PASSWORD_REQUIRED');
    const password = checkPassword(form.password);
    if (!password.ok)
      return { ok: false, rejection: { ...password.rejection, details: { field: 'password' } } };
    if (form.confirm_password === '') return fail('confirm_password', 'JOIN_CONFIRM_PASSWORD_REQUIRED');
    if (form.confirm_password !== form.password) return fail('confirm_password', 'PASSWORD_MISMATCH');
    if (blank(form.nickname)) return fail('nickname', 'JOIN_NICKNAME_REQUIRED');
  }
  if (blank(form.phone)) return fail('phone', 'JOIN_PHONE_REQUIRED');
  if (!context.phoneVerified) return fail('sms_verify_code', 'JOIN_PHONE_NOT_VERIFIED');
  if (!form.agree_policy) return fail('agree_policy', 'JOIN_AGREE_POLICY');
  if (!form.agree_collect) return fail('agree_collect', 'JOIN_AGREE_COLLECT');
  if (!form.agree_efinance) return fail('agree_efinance', 'JOIN_AGREE_EFINANCE');
  if (!form.agree_14_age) return fail('agree_14_age', 'JOIN_AGREE_14_AGE');
  return ok({ ...form, email: form.email.trim(), nickname: form.nickname.trim() });
}

export function isOldVerificationCodeMessage(message: string | null | undefined): boolean {
  return /old[\s_-]*(?:veri(?:fication)?[\s_-]*)?code/i.test(message ?? '');
}

/** spec 001 §5 "Join succeeds only when status_code is OK." */
export function joinOutcome(answer: {
  readonly status_code?: string | null;
  readonly message?: string | null;
}): Result<void> {
  if (answer.status_code === 'OK') return ok(undefined);
  if (isOldVerificationCodeMessage(answer.message)) return reject('SMS_OLD_CODE');
  const text = answer.message?.trim();
  return text ? { ok: false, rejection: { code: 'JOIN_FAILED', message: text } } : reject('JOIN_FAILED');
}

/** spec 001 §5 "Social join success requires the success flag." */
export function socialJoinOutcome(answer: {
  readonly success?: boolean | null;
  readonly message?: string | null;
}): Result<void> {
  if (answer.success === true) return ok(undefined);
  const text = answer.message?.trim();
  return text ? { ok: false, rejection: { code: 'JOIN_FAILED', message: text } } : reject('JOIN_FAILED');
}
