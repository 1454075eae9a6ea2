import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, phoneDigits } from './phone-display.ts';

describe('the phone as shown', () => {
  it('writes a mobile number 3-4-4 and a 10-digit one 3-3-4', () => {
    expect(formatPhoneDisplay('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneDisplay('0111234567')).toBe('011-123-4567');
  });
  it('places the hyphens as the digits are typed', () => {
    expect(['0', '010', '0101', '0101234', '01012345'].map(formatPhoneDisplay)).toEqual([
      '0',
      '010',
      '010-1',
      '010-1234',
      '010-1234-5',
    ]);
  });
  it('keeps digits only, at most 11 (pasted with hyphens or spaces)', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits(' 010 1234 56789')).toBe('01012345678');
    expect(formatPhoneDisplay('010-1234-56789')).toBe('010-1234-5678');
  });
});
