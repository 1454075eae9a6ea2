// Which intent a draw becomes where the journey is, and the options drawn from a menu item's groups.
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../domain/menu/types.ts';
import type { World } from './explore-world.ts';
import { chooseIntent, itemOptions, journeyIntents } from './journey-intents.ts';
import { emptyModel } from './journey-model.ts';

const item: MenuItem = {
  id: 1,
  name: '후라이드치킨',
  slug: 'fried',
  price: 18000,
  discounted_price: null,
  soldout: false,
  stock_amount: 9999,
  subchoices: [
    {
      slug: 'taste',
      id: 10,
      name: '맛',
      mandatory: true,
      multiple: false,
      multiple_count: 0,
      subchoices: [
        { slug: 'fried', id: 11, name: '후라이드', price: 0 },
        { slug: 'yangnyeom', id: 12, name: '양념', price: 1000 },
      ],
    },
  ],
};
const world: World = {
  places: [{ address: '서울 강남구 역삼동', restaurants: [{ id: 1001, items: [item] }] }],
  coupons: ['SAVE5000'],
};

describe('chooseIntent', () => {
  it('a fresh journey can only set its location; then open a restaurant', () => {
    const intents = journeyIntents(world);
    const model = emptyModel();
    for (const which of [0, 1, 2, 99]) expect(chooseIntent(intents, model, which)?.type).toBe('SetLocation');
    model.location = '서울 강남구 역삼동';
    expect(chooseIntent(intents, model, 5)?.type).toBe('OpenRestaurant');
  });

  it('nothing fits once the order is placed', () => {
    expect(chooseIntent(journeyIntents(world), { ...emptyModel(), placed: true }, 3)).toBeUndefined();
  });
});

describe('itemOptions', () => {
  it('a mandatory one-of group mostly gets one option; sometimes one too many or none, which are refused', () => {
    expect(itemOptions(item, [1])).toEqual({ 맛: ['양념'] });
    expect(itemOptions(item, [3])).toEqual({ 맛: ['양념'] });
    expect(itemOptions(item, [2])).toEqual({ 맛: ['후라이드', '양념'] });
    expect(itemOptions(item, [0])).toEqual({});
  });
});
