import { describe, expect, it } from 'vitest';
import { allItems, findMenuItem, resolveOptionRefs } from './resolve-refs.ts';
import { aCategory, aGroup, anItem, anOption } from './testing/menu-builders.ts';

const fried = anItem({ id: 1, slug: 'fried', name: '후라이드 치킨' });
const friedSet = anItem({ id: 2, slug: 'fried-set', name: '후라이드치킨 세트' });
const spicy = anItem({ id: 3, slug: 'spicy', name: '양념치킨' });
const menu = [aCategory({ slug: 'chicken', items: [fried, friedSet, spicy] })];

describe('findMenuItem by a name as a person writes it (docs/script-reference.md "AddItem")', () => {
  it('finds by id, slug or exact name', () => {
    expect(findMenuItem(menu, 3)).toBe(spicy);
    expect(findMenuItem(menu, 'fried-set')).toBe(friedSet);
    expect(findMenuItem(menu, '후라이드 치킨')).toBe(fried);
  });

  it('finds by the name without spaces even where that is also the start of another name', () => {
    expect(findMenuItem(menu, '후라이드치킨')).toBe(fried);
  });

  it('prefers the exact name over one equal without spaces', () => {
    const spaced = anItem({ id: 4, slug: 'spaced', name: '양념 치킨' });
    expect(findMenuItem([aCategory({ slug: 'c', items: [spaced, spicy] })], '양념치킨')).toBe(spicy);
  });

  it('finds by a unique start of the name, and nothing by one two names start with', () => {
    expect(findMenuItem(menu, '양념')).toBe(spicy);
    expect(findMenuItem(menu, '후라이드')).toBeUndefined();
    expect(findMenuItem(menu, '간장')).toBeUndefined();
  });
});

describe('allItems', () => {
  it('lists each item once, as its first category lists it', () => {
    const topCopy = { ...spicy, name: '양념치킨 (인기)' };
    const withTop = [aCategory({ slug: 'top_items', items: [topCopy] }), ...menu];
    expect(allItems(withTop)).toEqual([topCopy, fried, friedSet]);
  });
});

describe('resolveOptionRefs', () => {
  const sauce = aGroup({
    slug: 'sauce',
    id: 10,
    name: '소스 선택',
    subchoices: [
      anOption({ slug: 'hot', id: 11, name: '매운 소스' }),
      anOption({ slug: 'mild', id: 12, name: '순한 소스' }),
    ],
  });
  const item = anItem({ subchoices: [sauce] });

  it('turns group and option names into slugs, and keeps unknown ones as written', () => {
    expect(resolveOptionRefs(item, { 소스선택: ['매운소스', '12'], 토핑: ['치즈'] })).toEqual({
      sauce: ['hot', 'mild'],
      토핑: ['치즈'],
    });
    expect(resolveOptionRefs(item, { sauce: ['없는 소스'] })).toEqual({ sauce: ['없는 소스'] });
  });
});
