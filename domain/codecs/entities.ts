// io-ts codecs of the spec's entities as the domain keeps them (restaurant, menu, cart item).
// The restaurant's is the contract's; the types in menu/types.ts and cart/types.ts are checked
// against these in entities.test.ts so the two cannot drift.
import * as t from 'io-ts';
import { Restaurant } from '../../contract/restaurants.ts';
import { nullable, WonC } from './primitives.ts';

export const MenuOptionC = t.intersection(
  [
    t.type({ slug: t.string, id: t.number, name: t.string, price: WonC }),
    t.partial({ stock_amount: nullable(t.number), soldout: t.boolean, has_deposit: t.boolean }),
  ],
  'MenuOption',
);

export const OptionGroupC = t.type(
  {
    slug: t.string,
    id: t.number,
    name: t.string,
    mandatory: t.boolean,
    multiple: t.boolean,
    multiple_count: t.number,
    subchoices: t.readonlyArray(MenuOptionC),
  },
  'OptionGroup',
);

export const MenuItemC = t.intersection(
  [
    t.type({
      id: t.number,
      name: t.string,
      slug: t.string,
      price: WonC,
      discounted_price: nullable(WonC),
      soldout: t.boolean,
      stock_amount: nullable(t.number),
      subchoices: t.readonlyArray(OptionGroupC),
    }),
    t.partial({
      menu_set_id: nullable(t.number),
      discounts: nullable(t.partial({ additional: t.number })),
      industrial_info: t.intersection([
        t.type({ images: t.readonlyArray(t.string) }),
        t.partial({ description: t.string, item_policy_info: t.string }),
      ]),
    }),
  ],
  'MenuItem',
);

export const MenuCategoryC = t.intersection(
  [
    t.type({ slug: t.string, name: t.string, items: t.readonlyArray(MenuItemC) }),
    t.partial({ section: t.string, ms_type: nullable(t.literal('disposable')) }),
  ],
  'MenuCategory',
);

/**
 * The restaurant as the event log keeps it (RestaurantOpened): the contract's codec, as the gateway
 * answered it, so the log and the wire cannot drift.
 */
export const RestaurantC = Restaurant;

const ChosenOptionC = t.type({ id: t.number, slug: t.string, name: t.string, price: WonC });
export const ChosenGroupC = t.type({
  id: t.number,
  name: t.string,
  multiple: t.boolean,
  items: t.readonlyArray(ChosenOptionC),
});

export const CartItemC = t.intersection(
  [
    t.type({
      id: t.number,
      id_for_stock: t.number,
      slug: t.string,
      name: t.string,
      price: WonC,
      base_price: WonC,
      amount: t.number,
      subchoices: t.record(t.string, ChosenGroupC),
      stock_amount: nullable(t.number),
    }),
    t.partial({
      ms_type: nullable(t.literal('disposable')),
      discounts: nullable(t.partial({ additional: t.number })),
    }),
  ],
  'CartItem',
);
