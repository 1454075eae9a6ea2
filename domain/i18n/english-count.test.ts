import { describe, expect, it } from 'vitest';
import { englishCount, englishWord } from './english-count.ts';

describe('English counts', () => {
  it('says one for 1 and the plural for every other count', () => {
    expect(englishCount(1, 'item', 'items')).toBe('1 item');
    expect(englishCount(0, 'item', 'items')).toBe('0 items');
    expect(englishCount(3, 'item', 'items')).toBe('3 items');
    expect(englishCount(1200, 'review', 'reviews')).toBe('1,200 reviews');
    expect(englishWord(2, 'is', 'are')).toBe('are');
  });
});
