import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asDiscount, formatWon, groupDigits, isWon, sumWon } from './money.ts';

describe('money', () => {
  it('formats won with thousands separators and a 원 suffix (spec 000 §9 "KRW, 원 suffix, thousands separators")', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatWon(-3000)).toBe('-3,000원');
  });

  it('formats won in English as Intl does, the sign before the figure (issue "English")', () => {
    expect(formatWon(22000, 'en')).toBe('₩22,000');
    expect(formatWon(0, 'en')).toBe('₩0');
    expect(formatWon(-3000, 'en')).toBe('-₩3,000');
    expect(formatWon(1234567, 'ko')).toBe('1,234,567원');
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (n) => {
        const english = formatWon(n, 'en');
        expect(english.replace(/[-₩]/g, '')).toBe(groupDigits(Math.abs(n)));
        expect(english.startsWith('-')).toBe(n < 0);
      }),
    );
  });

  it('groups digits as Intl.NumberFormat(ko-KR) does, without creating one for an integer', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.integer({ min: -100_000, max: 100_000 })), (n) => {
        expect(groupDigits(n)).toBe(intl.format(n));
      }),
    );
    for (const n of [0, -0, 999, 1000, -1000, 100_000_000, Number.MAX_SAFE_INTEGER, 1234.5, 2 ** 60])
      expect(groupDigits(n)).toBe(intl.format(n));
  });

  it('stores discounts as negative values (spec 000 §9 "Discount amounts are stored as negative values")', () => {
    expect(asDiscount(3000)).toBe(-3000);
    expect(asDiscount(-3000)).toBe(-3000);
    expect(Object.is(asDiscount(0), 0)).toBe(true);
  });

  it('accepts only integer won', () => {
    expect(isWon(12000)).toBe(true);
    expect(isWon(12000.5)).toBe(false);
    expect(isWon('12000')).toBe(false);
    expect(sumWon([1000, -300, 50])).toBe(750);
  });
});
