import { describe, expect, it } from 'vitest';
import { idInquiryOutcome, passwordInquiryOutcome, validatePasswordInquiry } from './inquiry.ts';

describe('id inquiry', () => {
  it('succeeds only with a username (spec 001 §5 "Id inquiry succeeds only if a username is returned.")', () => {
    expect(idInquiryOutcome({ username: 'kim@example.com' })).toEqual({ ok: true, value: 'kim@example.com' });
    for (const answer of [{ username: '' }, { username: null }, {}, null]) {
      const r = idInquiryOutcome(answer);
      expect(r.ok ? '' : r.rejection.code).toBe('ID_INQUIRY_NOT_FOUND');
    }
  });
});

describe('password inquiry', () => {
  it('needs an e-mail (spec 001 §7 "Password inquiry | POST /v1/find-password | email")', () => {
    expect(validatePasswordInquiry(' kim@example.com ')).toEqual({ ok: true, value: 'kim@example.com' });
    expect(validatePasswordInquiry('').ok).toBe(false);
    expect(validatePasswordInquiry('kim').ok).toBe(false);
  });

  it('shows the message or the default text on failure (spec 001 §8 "Password inquiry failure: message or "서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요."")', () => {
    expect(passwordInquiryOutcome({ ok: true }).ok).toBe(true);
    const server = passwordInquiryOutcome({ ok: false, message: '가입되지 않은 이메일입니다.' });
    expect(server.ok ? '' : server.rejection.message).toBe('가입되지 않은 이메일입니다.');
    const fallback = passwordInquiryOutcome({ ok: false });
    expect(fallback.ok ? '' : fallback.rejection.message).toBe(
      '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
    );
  });
});
