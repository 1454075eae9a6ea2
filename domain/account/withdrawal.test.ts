import { describe, expect, it } from 'vitest';
import {
  validateWithdrawal,
  WITHDRAW_REASON_LABELS,
  WITHDRAW_REASONS,
  withdrawAccess,
  withdrawOutcome,
  withdrawReasonLabel,
} from './withdrawal.ts';

const code = (r: ReturnType<typeof validateWithdrawal>) => (r.ok ? 'OK' : r.rejection.code);

describe('withdrawal', () => {
  it('offers the six reasons (spec 001 §3 "Withdraw reasons (type / label): INFREQUENTLY_USED (infrequent use), LACK_OF_RESTAURANT, DISSATISFIED_WITH_DELIVERY_CHARGE, LACK_OF_DISCOUNTS, SECURITY_CONCERNS, ETC (other, free text).")', () => {
    expect(WITHDRAW_REASONS).toHaveLength(6);
    for (const reason of WITHDRAW_REASONS) expect(WITHDRAW_REASON_LABELS[reason]).toMatch(/[가-힣]/);
  });

  it('needs a reason (spec 001 §5 "Withdraw: reason required ("탈퇴사유를 선택해 주세요.").")', () => {
    const r = validateWithdrawal({ loggedIn: true, reason: null, text: '' });
    expect(r.ok ? '' : r.rejection.message).toBe('탈퇴사유를 선택해 주세요.');
    expect(code(validateWithdrawal({ loggedIn: true, reason: 'BORED', text: '' }))).toBe(
      'WITHDRAW_REASON_REQUIRED',
    );
  });

  it('sends a listed reason with an empty detail (spec 001 §7 "Withdraw | POST /v1/withdraw | reason_type, reason_detail")', () => {
    expect(validateWithdrawal({ loggedIn: true, reason: 'LACK_OF_DISCOUNTS', text: 'ignored' })).toEqual({
      ok: true,
      value: { reason_type: 'LACK_OF_DISCOUNTS', reason_detail: '' },
    });
  });

  it('needs 10 characters of text for ETC (spec 001 §5 "For ETC the text must be at least 10 characters ("10글자 이상 적어주세요").")', () => {
    const short = validateWithdrawal({ loggedIn: true, reason: 'ETC', text: '  아홉글자입니다요  ' });
    expect(short.ok ? '' : short.rejection.message).toBe('10글자 이상 적어주세요');
    expect(validateWithdrawal({ loggedIn: true, reason: 'ETC', text: ' 열글자를채웠습니다요 ' })).toEqual({
      ok: true,
      value: { reason_type: 'ETC', reason_detail: '열글자를채웠습니다요' },
    });
  });

  it('sends a guest to login (spec 001 §4 "Without login: popup then redirect to login.")', () => {
    const r = validateWithdrawal({ loggedIn: false, reason: 'ETC', text: '' });
    expect(r.ok ? null : r.rejection).toEqual({
      code: 'LOGIN_REQUIRED',
      message: '로그인이 필요합니다.',
      details: { redirectTo: '/login/' },
    });
  });

  it('reports a failed withdrawal (spec 001 §8 "Withdraw failure: "탈퇴 신청에 오류가 발생 했습니다."")', () => {
    const r = withdrawOutcome(false);
    expect(r.ok ? '' : r.rejection.message).toBe('탈퇴 신청에 오류가 발생 했습니다.');
    expect(withdrawOutcome(true).ok).toBe(true);
  });
});

describe('entering the withdrawal page', () => {
  it('needs a login, and says where to go (spec 001 §4 "Without login: popup then redirect to login.")', () => {
    expect(withdrawAccess(true).ok).toBe(true);
    const refused = withdrawAccess(false);
    expect(!refused.ok && refused.rejection).toMatchObject({
      code: 'LOGIN_REQUIRED',
      details: { redirectTo: '/login/' },
    });
  });
});

describe('the reasons in each language', () => {
  it('keeps the Korean labels in Korean', () => {
    for (const reason of WITHDRAW_REASONS)
      expect(withdrawReasonLabel(reason, 'ko')).toBe(WITHDRAW_REASON_LABELS[reason]);
    expect(withdrawReasonLabel('ETC')).toBe('기타');
  });

  it('words each reason in English, without Hangul', () => {
    expect(withdrawReasonLabel('DISSATISFIED_WITH_DELIVERY_CHARGE', 'en')).toBe('Delivery fees are too high');
    expect(withdrawReasonLabel('ETC', 'en')).toBe('Other');
    const labels = WITHDRAW_REASONS.map((r) => withdrawReasonLabel(r, 'en'));
    for (const label of labels) expect(label).not.toMatch(/[\u3131-\u318E\uAC00-\uD7A3]/);
    expect(new Set(labels).size).toBe(WITHDRAW_REASONS.length);
  });
});
