import { describe, expect, it } from 'vitest';
import { englishCount } from './english-count.ts';
import { defineTexts } from './texts.ts';

describe('a screen family’s texts', () => {
  it('has a table per language with the Korean keys, functions where Korean has them', () => {
    const texts = defineTexts({
      ko: { title: '주문표', items: (n: number) => `${n}개` },
      en: { title: 'Cart', items: (n: number) => englishCount(n, 'item', 'items') },
    });
    expect(texts.ko.items(3)).toBe('3개');
    expect(texts.en.items(1)).toBe('1 item');
    expect(texts.en.title).toBe('Cart');
  });

  // The typecheck (npm run typecheck) fails when an expected error below does not occur.
  it('fails the typecheck for a missing key or a function where Korean has text', () => {
    defineTexts({
      ko: { title: '주문표', items: (n: number) => `${n}개` },
      // @ts-expect-error: English lacks `items`
      en: { title: 'Cart' },
    });
    defineTexts({
      ko: { title: '주문표' },
      // @ts-expect-error: a function where Korean has a text
      en: { title: () => 'Cart' },
    });
    // @ts-expect-error: no English table
    defineTexts({ ko: { title: '주문표' } });
  });
});
