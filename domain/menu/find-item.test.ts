import { describe, expect, it } from 'vitest';
import { findMenuItem, isItemSoldOut } from './find-item.ts';
import { aCategory, anItem } from './testing/menu-builders.ts';

const fried = anItem({ id: 1001001, slug: 'fried-chicken', name: '후라이드치킨' });
const spicy = anItem({ id: 1001002, slug: 'spicy-chicken', name: '양념치킨' });
const menu = [
  aCategory({ slug: 'top_items', items: [spicy] }),
  aCategory({ slug: 'chicken', items: [fried, spicy] }),
];

describe('findMenuItem (spec 000 §2 "/{restaurant_id}/{menu_id}/")', () => {
  it('matches an item by its id', () => {
    expect(findMenuItem(menu, '1001001')).toBe(fried);
  });

  it('matches an item by its slug, also when it is listed in a special category', () => {
    expect(findMenuItem(menu, 'spicy-chicken')).toBe(spicy);
  });

  it('answers null when nothing matches (the screen then shows MENU_NOT_SERVED)', () => {
    expect(findMenuItem(menu, '999')).toBeNull();
    expect(findMenuItem(menu, 'no-such-menu')).toBeNull();
    expect(findMenuItem(menu, ' ')).toBeNull();
  });
});

describe('isItemSoldOut (spec 000 §5 "Stock")', () => {
  it('is the sold-out flag or a stocked item at 0', () => {
    expect(isItemSoldOut({ soldout: true, stock_amount: 9999 })).toBe(true);
    expect(isItemSoldOut({ soldout: false, stock_amount: 0 })).toBe(true);
    expect(isItemSoldOut({ soldout: false, stock_amount: 3 })).toBe(false);
    expect(isItemSoldOut({ soldout: false, stock_amount: null })).toBe(false);
  });
});

describe('findMenuItem at the edges of the segment', () => {
  it('trims the segment, and an empty one names nothing, not even an item without a slug', () => {
    expect(findMenuItem(menu, ' 1001001 ')).toBe(fried);
    const slugless = anItem({ id: 7, slug: '' });
    expect(findMenuItem([aCategory({ slug: 'x', items: [slugless] })], '  ')).toBeNull();
  });

  it('reads only a segment of digits as an id: "1e3" and "0x10" name no item 1000 or 16', () => {
    const thousand = anItem({ id: 1000, slug: 'thousand' });
    const sixteen = anItem({ id: 16, slug: 'sixteen' });
    const numbered = [aCategory({ slug: 'x', items: [thousand, sixteen] })];
    expect(findMenuItem(numbered, '1000')).toBe(thousand);
    expect(findMenuItem(numbered, '1e3')).toBeNull();
    expect(findMenuItem(numbered, '0x10')).toBeNull();
  });
});
