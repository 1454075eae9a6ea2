import { describe, expect, it } from 'vitest';
import { listSearchKeyword } from './list-search.ts';

describe('the restaurant list keyword (spec 000 §5 "Search: a keyword needs at least 2 characters")', () => {
  it('searches from 2 characters, trimmed, initial consonants included', () => {
    expect(listSearchKeyword(' 떡볶 ')).toBe('떡볶');
    expect(listSearchKeyword('ㄸㅂ')).toBe('ㄸㅂ');
    expect(listSearchKeyword('pizza')).toBe('pizza');
  });

  it('does not search 0 or 1 character', () => {
    expect(listSearchKeyword('')).toBeNull();
    expect(listSearchKeyword('떡')).toBeNull();
    expect(listSearchKeyword(' ㄸ  ')).toBeNull();
  });
});
