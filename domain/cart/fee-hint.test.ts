import { describe, expect, it } from 'vitest';
import { feeHint } from './fee-hint.ts';

describe("the cart's delivery-fee hint", () => {
  it('says how much more makes delivery free, or the next cheaper fee', () => {
    expect(feeHint({ more: 15000, fee: 0 })).toBe('15,000원 더 담으면 배달요금 무료');
    expect(feeHint({ more: 2000, fee: 3000 })).toBe('2,000원 더 담으면 배달요금 3,000원');
  });

  it('says nothing with nothing cheaper ahead', () => {
    expect(feeHint(null)).toBeNull();
  });

  it('says it in English, in won as English writes it (issue "English")', () => {
    expect(feeHint({ more: 15000, fee: 0 }, 'en')).toBe('Add ₩15,000 more for free delivery');
    expect(feeHint({ more: 2000, fee: 3000 }, 'en')).toBe('Add ₩2,000 more for a ₩3,000 delivery fee');
    expect(feeHint({ more: 2000, fee: 3000 }, 'ko')).toBe('2,000원 더 담으면 배달요금 3,000원');
  });
});
