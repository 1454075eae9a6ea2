import { describe, expect, it } from 'vitest';
import {
  type JoinContext,
  type JoinForm,
  joinOutcome,
  socialJoinOutcome,
  validateJoin,
} from './join-validation.ts';

const complete: JoinForm = {
  email: 'kim@example.com',
  password: 'abc123!@',
  confirm_password: 'abc123!@',
  phone: '01012345678',
  nickname: '김주문',
  sms_verify_code: '1234',
  agree_policy: true,
  agree_collect: true,
  agree_efinance: true,
  agree_14_age: true,
  agree_push: false,
  agree_all: false,
};
const email: JoinContext = { social: false, emailNeeded: false, phoneVerified: true };
const first = (form: Partial<JoinForm>, context: JoinContext = email) => {
  const r = validateJoin({ ...complete, ...form }, context);
  return r.ok ? 'OK' : `${String(r.rejection.details?.field)}:${r.rejection.code}`;
};
const REQUIRED =
  'spec 001 §5 "Join requires a verified phone ("전화번호를 인증해 주세요.") and all required fields and consents. The first empty one is focused."';

describe('join validation', () => {
  it(`accepts a complete form (${REQUIRED})`, () => {
    expect(first({})).toBe('OK');
  });

  it(`returns the first empty field in form order (${REQUIRED})`, () => {
    expect(first({ email: '', nickname: '' })).toBe('email:JOIN_EMAIL_REQUIRED');
    expect(first({ password: '', confirm_password: '' })).toBe('password:JOIN_PASSWORD_REQUIRED');
    expect(first({ confirm_password: '' })).toBe('confirm_password:JOIN_CONFIRM_PASSWORD_REQUIRED');
    expect(first({ nickname: ' ', phone: '' })).toBe('nickname:JOIN_NICKNAME_REQUIRED');
    expect(first({ phone: '' })).toBe('phone:JOIN_PHONE_REQUIRED');
    expect(first({}, { ...email, phoneVerified: false })).toBe('sms_verify_code:JOIN_PHONE_NOT_VERIFIED');
    expect(first({ agree_policy: false, agree_14_age: false })).toBe('agree_policy:JOIN_AGREE_POLICY');
    expect(first({ agree_collect: false })).toBe('agree_collect:JOIN_AGREE_COLLECT');
    expect(first({ agree_efinance: false })).toBe('agree_efinance:JOIN_AGREE_EFINANCE');
    expect(first({ agree_14_age: false })).toBe('agree_14_age:JOIN_AGREE_14_AGE');
  });

  it('shows the verified-phone text (spec 001 §5 "Join requires a verified phone ("전화번호를 인증해 주세요.")")', () => {
    const r = validateJoin(complete, { ...email, phoneVerified: false });
    expect(r.ok ? '' : r.rejection.message).toBe('전화번호를 인증해 주세요.');
  });

  it('refuses a mismatched confirmation (spec 001 §5 "Password mismatch: "비밀번호가 일치하지 않습니다."")', () => {
    const r = validateJoin({ ...complete, confirm_password: 'abc123!#' }, email);
    expect(r.ok ? '' : r.rejection.message).toBe('비밀번호가 일치하지 않습니다.');
    expect(r.ok ? '' : r.rejection.details?.field).toBe('confirm_password');
  });

  it('applies the password rules (spec 001 §5 "Password rules of the ordering area (8+ characters, no run of 4 or more repeats, digit, letter and special character)")', () => {
    expect(first({ password: 'short1!', confirm_password: 'short1!' })).toBe('password:PASSWORD_TOO_SHORT');
  });

  it('skips e-mail and password for a social join unless the e-mail is needed (spec 001 §5 "Social join skips e-mail and password unless e-mail is needed.")', () => {
    const social = { ...email, social: true };
    expect(first({ email: '', password: '', confirm_password: '', nickname: '' }, social)).toBe('OK');
    expect(first({ email: '', password: '' }, { ...social, emailNeeded: true })).toBe(
      'email:JOIN_EMAIL_REQUIRED',
    );
    expect(first({ email: 'not-an-email' }, { ...social, emailNeeded: true })).toBe(
      'email:JOIN_EMAIL_INVALID',
    );
  });

  it('succeeds only with status_code OK (spec 001 §5 "Join succeeds only when status_code is OK.")', () => {
    expect(joinOutcome({ status_code: 'OK' }).ok).toBe(true);
    const failed = joinOutcome({ status_code: 'FAIL', message: '이미 가입된 이메일입니다.' });
    expect(failed.ok ? '' : failed.rejection.message).toBe('이미 가입된 이메일입니다.');
    const bare = joinOutcome({ status_code: 'ok' });
    expect(bare.ok ? '' : bare.rejection.message).toBe('SNS 가입에 실패하였습니다. 다시 시도해 주세요.');
  });

  it('words the old-verification-code answer (spec 001 §5 "A message meaning old verification code is shown as: the phone verification validity time has elapsed, please verify again.")', () => {
    for (const message of ['old_vericode', 'OLD_VERIFICATION_CODE', 'old verification code']) {
      const r = joinOutcome({ status_code: 'FAIL', message });
      expect(r.ok ? '' : r.rejection.code).toBe('SMS_OLD_CODE');
    }
  });

  it('needs the success flag for a social join (spec 001 §5 "Social join success requires the success flag.")', () => {
    expect(socialJoinOutcome({ success: true }).ok).toBe(true);
    const r = socialJoinOutcome({ success: false });
    expect(r.ok ? '' : r.rejection.code).toBe('JOIN_FAILED');
  });
});
