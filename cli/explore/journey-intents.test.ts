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
  member: { email: 'minji@example.com', password: 'Jumun!2026' },
};

describe('chooseIntent', () => {
  const fitting = (w: World, model: ReturnType<typeof emptyModel>) =>
    new Set([...Array(60).keys()].map((which) => chooseIntent(journeyIntents(w), model, which)?.type));

  it('a fresh guest can only set its location (or log in, where the seed has a member); then open a restaurant', () => {
    const model = emptyModel();
    expect(fitting({ ...world, member: null }, model)).toEqual(new Set(['SetLocation']));
    expect(fitting(world, model)).toEqual(new Set(['SetLocation', 'LogIn']));
    model.location = '서울 강남구 역삼동';
    model.member = true;
    expect(fitting(world, model)).toEqual(new Set(['OpenRestaurant', 'LogOut']));
  });

  it('a placed online order is paid before anything else; after an order, its page cancels or reorders it', () => {
    const lastOrder = { number: '2611210001', total: 22000, lines: [] };
    const paying = { ...emptyModel(), placed: true, paying: true, lastOrder, member: true };
    expect(fitting(world, paying)).toEqual(new Set(['AnswerPayment']));
    const placed = { ...emptyModel(), placed: true, lastOrder, member: true };
    expect(fitting(world, placed)).toEqual(new Set(['LogOut', 'CancelOrder', 'Reorder']));
    expect(fitting(world, { ...placed, cancelled: true })).toEqual(new Set(['LogOut', 'Reorder']));
    // the order as the SubmitOrder line captured it: a run of the script cancels an order of its own
    const cancel = journeyIntents(world).find((i) => i.type === 'CancelOrder');
    const draw = { which: 0, n: 0, options: [0], amount: 0, flag: false };
    expect(cancel?.line(placed, draw)).toEqual({
      type: 'CancelOrder',
      orderNumber: '{{order}}',
      confirmed: true,
    });
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
