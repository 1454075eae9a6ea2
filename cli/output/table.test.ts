import { describe, expect, it } from 'vitest';
import { displayWidth, table } from './table.ts';

describe('terminal tables', () => {
  it('counts Hangul as two columns so Korean names line up', () => {
    expect(displayWidth('치킨')).toBe(4);
    expect(displayWidth('A치')).toBe(3);
    expect(
      table(
        ['이름', '>가격'],
        [
          ['후라이드치킨', '18,000원'],
          ['콜라', '2,500원'],
        ],
      ).split('\n'),
    ).toEqual([
      `이름${' '.repeat(14)}가격`,
      `${'─'.repeat(12)}  ${'─'.repeat(8)}`,
      '후라이드치킨  18,000원',
      `콜라${' '.repeat(11)}2,500원`,
    ]);
  });
});
