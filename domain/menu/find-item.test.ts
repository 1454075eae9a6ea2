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
