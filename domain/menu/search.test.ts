import { describe, expect, it } from 'vitest';
import { searchMenu } from './search.ts';
import { aCategory, anItem } from './testing/menu-builders.ts';

const tteok = anItem({ id: 1, name: '떡볶이' });
const rose = anItem({ id: 2, name: '로제 떡볶이' });
const fries = anItem({ id: 3, name: '감자튀김' });
const menu = [
  aCategory({ slug: 'top_items', name: '인기 메뉴', items: [tteok, fries] }),
  aCategory({ slug: 'bunsik', name: '분식', items: [tteok, rose] }),
  aCategory({ slug: 'sides', name: '사이드 메뉴', items: [fries] }),
];

const found = (keyword: string) => {
  const result = searchMenu(menu, keyword);
  return result.active
    ? { categories: result.categories.map((c) => c.slug), items: result.items.map((i) => i.id) }
    : null;
};

describe('searchMenu', () => {
  it('stays inactive below 2 characters after trimming (spec 000 §4 "Menu search activates at a keyword of 2 or more characters.")', () => {
    expect(searchMenu(menu, '떡')).toEqual({ active: false });
    expect(searchMenu(menu, '  떡  ')).toEqual({ active: false });
    expect(searchMenu(menu, '')).toEqual({ active: false });
  });

  it('activates at 2 characters (spec 000 §9 "Menu search minimum keyword | 2 characters")', () => {
    expect(searchMenu(menu, '떡볶').active).toBe(true);
  });

  it('lists an item found in several categories once (spec 000 §4 "It finds matching category or item names without duplicates")', () => {
    expect(found('떡볶이')).toEqual({ categories: [], items: [1, 2] });
  });

  it('finds categories by name (spec 000 §4 "It finds matching category or item names without duplicates")', () => {
    expect(found('메뉴')).toEqual({ categories: ['top_items', 'sides'], items: [] });
  });

  it('ignores spacing (spec 000 §4 "It finds matching category or item names without duplicates")', () => {
    expect(found('로제떡')).toEqual({ categories: [], items: [2] });
    expect(found(' 사이드메뉴 ')).toEqual({ categories: ['sides'], items: [] });
  });

  it('matches Korean initial consonants (spec 000 §4 "It finds matching category or item names without duplicates")', () => {
    expect(found('ㄸㅂㅇ')).toEqual({ categories: [], items: [1, 2] });
    expect(found('ㄱㅈ')).toEqual({ categories: [], items: [3] });
    expect(found('ㅂㅅ')).toEqual({ categories: ['bunsik'], items: [] });
  });

  it('finds nothing for an unrelated keyword (spec 000 §4 "Menu search activates at a keyword of 2 or more characters.")', () => {
    expect(found('피자')).toEqual({ categories: [], items: [] });
  });
});
