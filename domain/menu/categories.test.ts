import { describe, expect, it } from 'vitest';
import { menuItemCount, openCategorySlugs, shownItems } from './categories.ts';
import { aCategory, anItem } from './testing/menu-builders.ts';
import type { MenuItem } from './types.ts';

const items = (from: number, n: number, soldout = false): MenuItem[] =>
  Array.from({ length: n }, (_, i) => anItem({ id: from + i, name: `메뉴${from + i}`, soldout }));
const noPerMenu = { perMenuDiscount: false };
const sorted = (s: ReadonlySet<string>) => [...s].sort();

describe('openCategorySlugs', () => {
  it('opens everything with 10 or fewer items (spec 000 §4 "With 10 or fewer menu items everything is open.")', () => {
    const menu = [aCategory({ slug: 'a', items: items(1, 5) }), aCategory({ slug: 'b', items: items(6, 5) })];
    expect(sorted(openCategorySlugs(menu, noPerMenu))).toEqual(['a', 'b']);
  });

  it('counts an item repeated in top_items once (spec 000 §9 "Menu count at which every category opens | 10 or fewer")', () => {
    const main = items(1, 10);
    const menu = [
      aCategory({ slug: 'top_items', items: main.slice(0, 3) }),
      aCategory({ slug: 'main', items: main }),
    ];
    expect(menuItemCount(menu)).toBe(10);
    expect(sorted(openCategorySlugs(menu, noPerMenu))).toEqual(['main', 'top_items']);
  });

  it('keeps an all-sold-out category closed even with few items (spec 000 §4 "A category whose items are all sold out stays closed.")', () => {
    const menu = [
      aCategory({ slug: 'a', items: items(1, 2) }),
      aCategory({ slug: 'gone', items: items(3, 2, true) }),
    ];
    expect(sorted(openCategorySlugs(menu, noPerMenu))).toEqual(['a']);
  });

  const big = [
    aCategory({ slug: 'top_items', items: items(1, 3) }),
    aCategory({ slug: 'additional_discount_items', items: items(4, 2) }),
    aCategory({ slug: 'main', items: items(1, 11) }),
  ];

  it('opens top_items and additional_discount_items with more than 10 items (spec 000 §4 "Otherwise top_items opens unless it is per-menu discount, additional_discount_items is always open")', () => {
    expect(sorted(openCategorySlugs(big, noPerMenu))).toEqual(['additional_discount_items', 'top_items']);
  });

  it('keeps top_items closed with per-menu discount (spec 000 §4 "Otherwise top_items opens unless it is per-menu discount")', () => {
    expect(sorted(openCategorySlugs(big, { perMenuDiscount: true }))).toEqual(['additional_discount_items']);
  });

  it('opens the first orderable category when nothing else opened (spec 000 §4 "and at least one category is opened.")', () => {
    const menu = [
      aCategory({ slug: 'top_items', items: items(1, 3) }),
      aCategory({ slug: 'empty' }),
      aCategory({ slug: 'gone', items: items(20, 2, true) }),
      aCategory({ slug: 'main', items: items(1, 11) }),
      aCategory({ slug: 'side', items: items(30, 2) }),
    ];
    expect(sorted(openCategorySlugs(menu, { perMenuDiscount: true }))).toEqual(['main']);
    expect(sorted(openCategorySlugs(menu.slice(1), noPerMenu))).toEqual(['main']);
  });

  it('opens nothing when every item is sold out (spec 000 §4 "A category whose items are all sold out stays closed.")', () => {
    const menu = [aCategory({ slug: 'main', items: items(1, 12, true) })];
    expect(openCategorySlugs(menu, noPerMenu).size).toBe(0);
  });

  it('judges top_items by its shown entries (spec 000 §9 "top_items shown | first 5 entries")', () => {
    const top = [...items(1, 5, true), ...items(6, 1)];
    const menu = [
      aCategory({ slug: 'top_items', items: top }),
      aCategory({ slug: 'main', items: items(1, 11) }),
    ];
    expect(sorted(openCategorySlugs(menu, noPerMenu))).toEqual(['main']);
  });
});

describe('shownItems', () => {
  it('shows only the first 5 entries of top_items (spec 000 §9 "top_items shown | first 5 entries")', () => {
    expect(shownItems(aCategory({ slug: 'top_items', items: items(1, 8) })).map((i) => i.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(shownItems(aCategory({ slug: 'main', items: items(1, 8) }))).toHaveLength(8);
  });
});

describe('openCategorySlugs fallback', () => {
  it('opens no first category when top_items or the discount items opened already (spec 000 §4 "Menu categories")', () => {
    const menu = [
      aCategory({ slug: 'top_items', items: items(1, 3) }),
      aCategory({ slug: 'chicken', items: items(10, 6) }),
      aCategory({ slug: 'additional_discount_items', items: items(20, 6) }),
    ];
    expect(sorted(openCategorySlugs(menu, noPerMenu))).toEqual(['additional_discount_items', 'top_items']);
  });
});
