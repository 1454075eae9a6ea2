import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { duplicateRestaurantIds } from './load-restaurants.ts';
import { checkRestaurant } from './restaurant-checks.ts';
import { RestaurantFile } from './restaurant-file.ts';
import { minimalRestaurant } from './testing/minimal-seed.ts';

type Raw = Record<string, unknown>;

function decoded(change: (r: Raw) => void = () => {}): RestaurantFile {
  const raw = minimalRestaurant();
  change(raw);
  const result = RestaurantFile.decode(raw);
  if (!isRight(result)) throw new Error('the test restaurant does not decode');
  return result.right;
}

const menuOf = (r: Raw) => r.menu as Raw[];
const itemsOf = (category: Raw | undefined) => (category?.items ?? []) as Raw[];
const messages = (r: RestaurantFile) => checkRestaurant(r).map((e) => `${e.path}: ${e.message}`);

describe('checkRestaurant', () => {
  it('finds nothing wrong with a consistent restaurant', () => {
    expect(checkRestaurant(decoded())).toEqual([]);
  });

  it('lets special categories repeat regular items, but not invent their own', () => {
    const r = decoded((raw) => {
      const [chicken] = menuOf(raw);
      const item = itemsOf(chicken)[0];
      menuOf(raw).unshift(
        { slug: 'top_items', name: '인기 메뉴', items: [item] },
        { slug: 'photo_menu_items', name: '사진 메뉴', items: [{ ...item, id: 42 }] },
      );
    });
    expect(messages(r)).toEqual([
      '$.menu[1].items[0].id: item 42 of the special category "photo_menu_items" is not on the regular menu',
    ]);
  });

  it('requires the disposable category to go with has_disposable_menu, and to hold an item', () => {
    const withoutFlag = decoded((raw) => {
      menuOf(raw).push({ slug: 'disposable', name: '일회용품', ms_type: 'disposable', items: [] });
    });
    expect(messages(withoutFlag)).toEqual([
      '$.menu[1].ms_type: "disposable", but has_disposable_menu is false',
    ]);
    const empty = decoded((raw) => {
      raw.has_disposable_menu = true;
      menuOf(raw).push({ slug: 'disposable', name: '일회용품', ms_type: 'disposable', items: [] });
    });
    expect(messages(empty)).toEqual(['$.menu[1].items: the disposable category needs the disposable item']);
  });

  it('finds repeated categories, option groups, option ids, tiers and reviews, and a discount ending before it starts', () => {
    const r = decoded((raw) => {
      raw.categories = ['치킨', '치킨'];
      raw.discount_from = '2026-12-01T00:00:00+09:00';
      raw.discount_until = '2026-11-01T00:00:00+09:00';
      raw.delivery_fee_by_order_amounts = {
        basic: [
          { order_amount: 0, delivery_fee: 3000 },
          { order_amount: 0, delivery_fee: 1000 },
        ],
      };
      const item = itemsOf(menuOf(raw)[0])[0] as Raw;
      const [group] = item.subchoices as Raw[];
      const options = (group?.subchoices ?? []) as Raw[];
      options.push({ ...options[0], slug: 'again' });
      item.subchoices = [group, group];
      (raw.reviews as Raw[]).push({ ...(raw.reviews as Raw[])[0] });
      menuOf(raw).push({ slug: 'chicken', name: '또 치킨', items: [] });
    });
    expect(messages(r)).toEqual([
      '$.categories[1]: duplicate category "치킨" (first at $.categories[0])',
      '$.discount_until: 2026-11-01T00:00:00+09:00 is before discount_from 2026-12-01T00:00:00+09:00',
      '$.delivery_fee_by_order_amounts.basic[1].order_amount: duplicate tier order_amount 0 (first at $.delivery_fee_by_order_amounts.basic[0].order_amount)',
      '$.menu[1].slug: duplicate category slug "chicken" (first at $.menu[0].slug)',
      '$.menu[0].items[0].subchoices[1].slug: duplicate option group slug "taste" (first at $.menu[0].items[0].subchoices[0].slug)',
      '$.menu[0].items[0].subchoices[0].subchoices[1].id: duplicate option id 10010101 (first at $.menu[0].items[0].subchoices[0].subchoices[0].id)',
      '$.menu[0].items[0].subchoices[1].subchoices[1].id: duplicate option id 10010101 (first at $.menu[0].items[0].subchoices[1].subchoices[0].id)',
      '$.reviews[2].id: duplicate review id 1 (first at $.reviews[0].id)',
    ]);
  });
});

describe('duplicateRestaurantIds', () => {
  it('reports a second file with an id already loaded', () => {
    const restaurant = decoded();
    expect(
      duplicateRestaurantIds([
        { file: 'restaurants/1001.json', restaurant },
        { file: 'restaurants/copy.json', restaurant },
      ]),
    ).toEqual([
      {
        file: 'restaurants/copy.json',
        path: '$.id',
        message: 'duplicate restaurant id 1001 (also in restaurants/1001.json)',
      },
    ]);
  });
});
