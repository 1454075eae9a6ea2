import { describe, expect, it } from 'vitest';
import type { PhoneVerification } from './phone-verification.ts';
import {
  checkSmsCode,
  earlierAnswer,
  formatCountdown,
  isSmsCodeExpired,
  smsCheckOutcome,
  smsCodeRemainingMs,
  smsTriesLeft,
} from './sms-code.ts';

const requestedAt = 1_700_000_000_000;
const requested: PhoneVerification = { status: 'requested', phone: '01012345678', requestedAt, sendCount: 1 };

function messageOf(code: string, verification: PhoneVerification = requested, now = requestedAt + 1_000) {
  const r = checkSmsCode({ code, verification, now });
  return r.ok ? null : r.rejection.message;
}

describe('SMS code input', () => {
  it('passes a 4-digit code while the request is pending (spec 000 §9 "SMS code | 4 digits, valid 3 min 30 s")', () => {
    expect(checkSmsCode({ code: ' 1234 ', verification: requested, now: requestedAt + 1_000 })).toEqual({
      ok: true,
      value: '1234',
    });
  });

  it('refuses an empty code (spec 000 §5 "Empty gives \'인증번호를 입력해주세요.\'")', () => {
    expect(messageOf('  ')).toBe('인증번호를 입력해주세요.');
  });

  it('refuses anything but 4 digits (spec 000 §5 "It must be 4 digits: "인증번호는 4자리 숫자만 입력해주세요."")', () => {
    for (const code of ['123', '12345', '12a4', '１２３４'])
      expect(messageOf(code)).toBe('인증번호는 4자리 숫자만 입력해주세요.');
  });

  it('refuses a check before a request (spec 000 §5 "Checking without a prior request gives \'먼저 인증번호를 요청해주세요.\'")', () => {
    expect(messageOf('1234', { status: 'unverified', phone: '01012345678' })).toBe(
      '먼저 인증번호를 요청해주세요.',
    );
  });

  it('refuses after 3 min 30 s (spec 000 §5 "A timed-out pending request gives \'인증번호 입력 시간이 초과되었습니다.인증번호를 다시 요청해주세요.\'")', () => {
    expect(messageOf('1234', requested, requestedAt + 210_000)).toBeNull();
    expect(messageOf('1234', requested, requestedAt + 210_001)).toBe(
      '인증번호 입력 시간이 초과되었습니다.인증번호를 다시 요청해주세요.',
    );
  });
});

describe('SMS countdown', () => {
  it('counts down from 03:30 (spec 000 §9 "SMS code | 4 digits, valid 3 min 30 s")', () => {
    expect(formatCountdown(smsCodeRemainingMs(requestedAt, requestedAt))).toBe('03:30');
    expect(formatCountdown(smsCodeRemainingMs(requestedAt, requestedAt + 1))).toBe('03:30');
    expect(formatCountdown(smsCodeRemainingMs(requestedAt, requestedAt + 1_000))).toBe('03:29');
    expect(formatCountdown(smsCodeRemainingMs(requestedAt, requestedAt + 150_000))).toBe('01:00');
    expect(formatCountdown(smsCodeRemainingMs(requestedAt, requestedAt + 999_000))).toBe('00:00');
    expect(isSmsCodeExpired(requestedAt, requestedAt + 210_000)).toBe(false);
    expect(isSmsCodeExpired(requestedAt, requestedAt + 210_001)).toBe(true);
  });
});

describe('SMS check answer', () => {
  it('verifies on a true result (spec 000 §3 "SMS check result: result, message.")', () => {
    expect(smsCheckOutcome({ result: true, message: '' })).toEqual({ ok: true, value: 'verified' });
    expect(smsCheckOutcome({ result: 'true', message: '' }).ok).toBe(true);
  });

  it('shows the server message for the refusals (spec 000 §5 "Results false, \'false\', too_many_trials or expire show the server message.")', () => {
    for (const result of [false, 'false', 'too_many_trials', 'expire']) {
      const r = smsCheckOutcome({ result, message: '서버가 보낸 안내' });
      expect(!r.ok && r.rejection.message).toBe('서버가 보낸 안내');
    }
    const silent = smsCheckOutcome({ result: 'expire', message: ' ' });
    expect(!silent.ok && silent.rejection.code).toBe('SMS_CODE_WRONG');
  });

  it('treats an unknown result as another failure (spec 000 §8 "Other failures give "잠시 기다렸다 다시 재요청해주세요."")', () => {
    const r = smsCheckOutcome({ result: 'weird', message: 'x' });
    expect(!r.ok && r.rejection.message).toBe('잠시 기다렸다 다시 재요청해주세요.');
  });
});

describe('SMS tries', () => {
  it('shows the maximum minus the count used (spec 000 §9 "configured maximum (max_sms_verification_time; one reading is 5) minus the count used; remaining count shown")', () => {
    expect(smsTriesLeft(2)).toMatchObject({
      left: 3,
      notice: { code: 'SMS_TRIES_LEFT', message: '남은 인증 횟수 3회' },
    });
    expect(smsTriesLeft(2, 3).left).toBe(1);
    expect(smsTriesLeft(5)).toMatchObject({ left: 0, notice: { code: 'SMS_NO_TRIES_LEFT' } });
    expect(smsTriesLeft(7).left).toBe(0);
  });
});

describe('a code checked already', () => {
  const refused = [
    { code: '1111', message: '인증번호가 일치하지 않습니다. 남은 인증 횟수 4회' },
    { code: '1234', message: '인증번호가 일치하지 않습니다. 남은 인증 횟수 3회' },
  ];

  it('answers the last code refused as the server did, so it is not sent again (a check costs a try)', () => {
    expect(earlierAnswer(refused, '1234')).toEqual({
      code: 'SMS_CODE_WRONG',
      message: '인증번호가 일치하지 않습니다. 남은 인증 횟수 3회',
    });
    expect(earlierAnswer(refused, ' 1234 ')?.message).toBe(
      '인증번호가 일치하지 않습니다. 남은 인증 횟수 3회',
    );
  });

  it('answers an older code refused without the tries the server counted then', () => {
    expect(earlierAnswer(refused, '1111')).toEqual({
      code: 'SMS_CODE_WRONG',
      message: '인증번호가 일치하지 않습니다.',
    });
  });

  it('leaves a changed digit, or a request with nothing refused yet, to the server', () => {
    expect(earlierAnswer(refused, '1235')).toBeNull();
    expect(earlierAnswer([], '1234')).toBeNull();
  });
});
