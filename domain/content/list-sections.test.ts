import { describe, expect, it } from 'vitest';
import { sectionGroups } from './list-sections.ts';

describe('section groups of the restaurant list (spec 000 §2 "section groups")', () => {
  it('groups neighbours with the same section and keeps the list order', () => {
    const list = [
      { id: 1, section: '추천 음식점' },
      { id: 2, section: '추천 음식점' },
      { id: 3, section: null },
      { id: 4 },
      { id: 5, section: '준비중' },
    ];
    expect(sectionGroups(list).map((g) => [g.section, g.items.map((i) => i.id)])).toEqual([
      ['추천 음식점', [1, 2]],
      [null, [3, 4]],
      ['준비중', [5]],
    ]);
  });

  it('gives no group for an empty list', () => {
    expect(sectionGroups([])).toEqual([]);
  });
});
