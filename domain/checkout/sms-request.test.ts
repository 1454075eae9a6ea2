import { describe, expect, it } from 'vitest';
import { smsRequestFailure, smsSendOutcome } from './sms-request.ts';

describe('SMS request answers', () => {
  it('reads ban as too many requests (spec 000 §8 "SMS: \'ban\' gives "요청 회수를 초과했습니다. 잠시 기다렸다 다시 요청해주세요."")', () => {
    expect(smsRequestFailure('ban').message).toBe(
      '요청 회수를 초과했습니다. 잠시 기다렸다 다시 요청해주세요.',
    );
  });

  it('asks to retry on other failures (spec 000 §8 "Other failures give "잠시 기다렸다 다시 재요청해주세요."")', () => {
    expect(smsRequestFailure('timeout').message).toBe('잠시 기다렸다 다시 재요청해주세요.');
    expect(smsRequestFailure(undefined).code).toBe('SMS_RETRY_LATER');
  });

  it('marks an already-verified phone verified (spec 001 §4 "dup_veri_trial: already verified, marks verified.")', () => {
    expect(smsSendOutcome({ result: 'dup_veri_trial', display_message: '', send_count: 0 })).toEqual({
      kind: 'verified',
    });
  });

  it('shows the message and does not request (spec 001 §4 "banned_number, invalid_number, sms_error: show the message, not requested.")', () => {
    for (const result of ['banned_number', 'invalid_number', 'sms_error']) {
      const outcome = smsSendOutcome({
        result,
        display_message: '사용할 수 없는 번호입니다.',
        send_count: 1,
      });
      expect(outcome).toMatchObject({
        kind: 'not-requested',
        rejection: { message: '사용할 수 없는 번호입니다.' },
      });
    }
    const silent = smsSendOutcome({ result: 'sms_error', display_message: null });
    expect(silent).toMatchObject({
      kind: 'not-requested',
      rejection: { message: '잠시 기다렸다 다시 재요청해주세요.' },
    });
  });

  it('otherwise counts the phone requested (spec 001 §4 "Otherwise: requested.")', () => {
    expect(smsSendOutcome({ result: 'success', display_message: '', send_count: 2 })).toEqual({
      kind: 'requested',
    });
  });
});
