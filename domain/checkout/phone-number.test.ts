import { describe, expect, it } from 'vitest';
import { isKoreanMobile, normalizePhone } from './phone-number.ts';

describe('phone number', () => {
  it('strips hyphens and spaces people type (spec 000 §5 "The phone must be entered"; decision)', () => {
    expect(normalizePhone('010-1234 5678')).toBe('01012345678');
  });

  it('accepts Korean mobiles only (decision: 01[016789] + 7–8 digits, for spec 000 §5 "The phone must be entered")', () => {
    for (const p of ['01012345678', '010-1234-5678', '0111234567', '019-123-4567'])
      expect(isKoreanMobile(p)).toBe(true);
    for (const p of ['', '0212345678', '01212345678', '010123456', '010123456789', '010-abcd-5678']) {
      expect(isKoreanMobile(p)).toBe(false);
    }
  });
});
