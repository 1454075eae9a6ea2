import { describe, expect, it } from 'vitest';
import { rejection } from '../result.ts';
import { formatMessageIn, rejectionText } from './rejection-text.ts';

describe('a refusal in the customer language', () => {
  it('is the rejection’s own Korean text in Korean', () => {
    const r = rejection('MIN_ORDER_BLOCKED', { min: { won: 15000 }, shortfall: { won: 3000 } });
    expect(rejectionText(r, 'ko')).toBe('최소 주문 금액은 15,000원입니다. 3,000원 더 담아주세요.');
  });

  it('writes a known code again in English with the same values, money as English writes it', () => {
    const r = rejection('MIN_ORDER_BLOCKED', { min: { won: 15000 }, shortfall: { won: 3000 } });
    expect(rejectionText(r, 'en')).toBe(formatMessageIn('en', 'MIN_ORDER_BLOCKED', r.params));
    expect(rejectionText(r, 'en')).toContain('₩15,000');
    expect(rejectionText(r, 'en')).toContain('₩3,000');
    expect(rejectionText(rejection('OPTION_MAX_EXCEEDED', { n: 1 }), 'en')).not.toMatch(/[가-힣{}]/);
  });

  it("shows a server's own words under a known code as sent, when the catalogue does not know them", () => {
    const server = { code: 'SERVICE_PROBLEM', message: '서버가 말한 그대로' };
    expect(rejectionText(server, 'en')).toBe('서버가 말한 그대로');
  });

  it('shows an unknown code’s unknown text as sent, and reads a known text without its values back', () => {
    expect(rejectionText({ code: 'error_other', message: '알 수 없는 오류' }, 'en')).toBe('알 수 없는 오류');
    const bare = { code: 'OPTION_MAX_EXCEEDED', message: '최대 2개 까지 선택 가능합니다.' };
    expect(rejectionText(bare, 'en')).toBe(formatMessageIn('en', 'OPTION_MAX_EXCEEDED', { n: 2 }));
  });
});

describe("a server's Korean words in English", () => {
  it('reads a fixed catalogue text back whatever code the refusal was filed under', () => {
    const r = { code: 'COUPON_INVALID', message: '이미 사용한 쿠폰입니다.' };
    expect(rejectionText(r, 'en')).toBe(formatMessageIn('en', 'COUPON_USED'));
  });

  it('reads a template back with its values: an amount, a duration, a name with its particle', () => {
    expect(
      rejectionText({ code: 'x', message: '15,000원 이상 주문 시 사용할 수 있는 쿠폰입니다.' }, 'en'),
    ).toBe('This coupon is for orders of ₩15,000 or more.');
    expect(
      rejectionText({ code: 'x', message: '로그인 시도가 너무 많습니다. 30초 후 다시 시도해주세요.' }, 'en'),
    ).toBe('Too many login attempts. Please try again in 30 seconds.');
    expect(rejectionText({ code: 'x', message: '사이즈를 선택해주세요.' }, 'en')).toBe(
      formatMessageIn('en', 'OPTION_GROUP_UNSATISFIED', { group: '사이즈' }),
    );
  });

  it('reads a value that is itself a catalogue text back too', () => {
    const marked = '휴대폰 인증 유효시간이 지났습니다. 다시 인증해 주세요. (old_vericode)';
    expect(rejectionText({ code: 'x', message: marked }, 'en')).toBe(
      `${formatMessageIn('en', 'SMS_OLD_CODE')} (old_vericode)`,
    );
    expect(
      rejectionText({ code: 'x', message: '인증번호가 일치하지 않습니다. 남은 인증 횟수 1회' }, 'en'),
    ).toBe("The verification code doesn't match. 1 attempt left");
  });

  it('shows a text the catalogue does not know as sent', () => {
    expect(rejectionText({ code: 'COUPON_INVALID', message: '오늘은 쿠폰이 쉬는 날입니다.' }, 'en')).toBe(
      '오늘은 쿠폰이 쉬는 날입니다.',
    );
  });
});

describe('a list of lines in a refusal', () => {
  it('is written line by line, each mark kept', () => {
    const lines = [
      '· 치즈볼 (5개): 가격이 5,000원에서 5,500원으로 바뀌었습니다.',
      "· 후라이드치킨: '양념' 옵션이 품절되어 빠졌습니다.",
    ];
    const r = rejection('REORDER_NOTHING_LEFT', { changes: lines.join('\n') });
    expect(rejectionText(r, 'en')).toBe(
      formatMessageIn('en', 'REORDER_NOTHING_LEFT', {
        changes: [
          `· ${formatMessageIn('en', 'REORDER_PRICE_CHANGED', { menu: '치즈볼 (5개)', from: { won: 5000 }, to: { won: 5500 } })}`,
          `· ${formatMessageIn('en', 'REORDER_OPTION_SOLD_OUT', { menu: '후라이드치킨', option: '양념' })}`,
        ].join('\n'),
      }),
    );
  });
});
