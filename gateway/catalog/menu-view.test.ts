// The menu's special categories (spec 000 §3 "special slugs top_items, photo_menu_items,
// additional_discount_items", §9 "top_items shown: first 5 entries").
import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem } from '../seed/menu-codec.ts';
import { countMentions, menuView } from './menu-view.ts';

const item = (id: number, name: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name,
  slug: `item-${id}`,
  price: 1000,
  discounted_price: null,
  soldout: false,
  stock_amount: 9999,
  menu_set_id: undefined,
  discounts: undefined,
  subchoices: [],
  industrial_info: undefined,
  ...extra,
});
const category = (slug: string, items: MenuItem[], extra: Partial<MenuCategory> = {}): MenuCategory => ({
  slug,
  name: slug,
  items,
  section: undefined,
  ms_type: undefined,
  ...extra,
});
const options = {
  addPhotoMenu: false,
  additionalDiscountItems: false,
  stock: new Map(),
  mentions: new Map(),
};

describe('menu view', () => {
  it('counts review mentions with their quantities ("A 1, B 2")', () => {
    expect(countMentions(['보쌈 (대) 1, 족발 (대) 2', '보쌈 (대) 1', '콜라'])).toEqual(
      new Map([
        ['보쌈 (대)', 2],
        ['족발 (대)', 2],
        ['콜라', 1],
      ]),
    );
  });

  it('derived top_items leaves out sold-out items and the disposable category and takes 5', () => {
    const main = category(
      'main',
      [1, 2, 3, 4, 5, 6, 7].map((n) => item(n, `m${n}`, { soldout: n === 1 })),
    );
    const cups = category('cups', [item(9, 'cup')], { ms_type: 'disposable' });
    const mentions = new Map([
      ['m6', 3],
      ['cup', 9],
      ['m1', 9],
    ]);
    const [top] = menuView([main, cups], { ...options, mentions });
    expect(top?.items.map((i) => i.id)).toEqual([6, 2, 3, 4, 5]);
  });

  it('derived additional_discount_items and photo_menu_items come from the items that carry them', () => {
    const main = category('main', [
      item(1, 'a', { discounts: { additional: 500 } }),
      item(2, 'b', {
        industrial_info: {
          images: ['images/menu/b.svg'],
          description: undefined,
          item_policy_info: undefined,
        },
      }),
    ]);
    const view = menuView([main], { ...options, addPhotoMenu: true, additionalDiscountItems: true });
    expect(view.map((c) => [c.slug, c.items.map((i) => i.id)])).toEqual([
      ['additional_discount_items', [1]],
      ['photo_menu_items', [2]],
      ['main', [1, 2]],
    ]);
  });

  it('an empty special category is left out, an empty ordinary one is kept', () => {
    const view = menuView([category('empty', []), category('main', [item(1, 'a')])], {
      ...options,
      addPhotoMenu: true,
    });
    expect(view.map((c) => c.slug)).toEqual(['empty', 'main']);
  });
});
