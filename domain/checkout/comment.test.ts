import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_CHARS, commentCounter } from './comment.ts';

describe('the comment counter', () => {
  it('counts Korean syllables and emoji as one each', () => {
    expect(commentCounter('')).toBe(`0/${COMMENT_MAX_CHARS}`);
    expect(commentCounter('문 앞에 두세요')).toBe('8/100');
    expect(commentCounter('🍗🍗')).toBe('2/100');
  });
});
