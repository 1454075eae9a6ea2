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

  it('writes a server text under a known code in English', () => {
    const server = { code: 'SERVICE_PROBLEM', message: '서버가 말한 그대로' };
    expect(rejectionText(server, 'en')).toBe(formatMessageIn('en', 'SERVICE_PROBLEM'));
  });

  it('shows an unknown code’s text, or a known one missing its values, as sent', () => {
    expect(rejectionText({ code: 'error_other', message: '알 수 없는 오류' }, 'en')).toBe('알 수 없는 오류');
    const bare = { code: 'OPTION_MAX_EXCEEDED', message: '최대 2개 까지 선택 가능합니다.' };
    expect(rejectionText(bare, 'en')).toBe('최대 2개 까지 선택 가능합니다.');
  });
});
