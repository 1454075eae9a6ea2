// The menu (spec 000 §3 "Menu category", "Menu item", "Subchoice group"; §7 "Menu").
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import { Id, Integer, nullable, readonlyArray, ServingType, Won, withOptional } from './primitives.ts';
import { BoolParam } from './query-params.ts';
import { RestaurantIdParams } from './restaurants.ts';

/** An option. `stock_amount` absent, null or ≥ 9999 is unlimited; `has_deposit` marks a reusable cup. */
export const MenuOption = withOptional(
  'MenuOption',
  { slug: t.string, id: Id, name: t.string, price: Won },
  { stock_amount: nullable(Integer), soldout: t.boolean, has_deposit: t.boolean },
);

export const OptionGroup = t.type(
  {
    slug: t.string,
    id: Id,
    name: t.string,
    mandatory: t.boolean,
    multiple: t.boolean,
    multiple_count: Integer,
    subchoices: readonlyArray(MenuOption),
  },
  'OptionGroup',
);

export const IndustrialInfo = withOptional(
  'IndustrialInfo',
  { images: readonlyArray(t.string) },
  { description: t.string, item_policy_info: t.string },
);

/** Designed: `discounts.additional` is the per-menu additional discount in won, positive as configured. */
export const ItemDiscounts = t.partial({ additional: Won }, 'ItemDiscounts');

export const MenuItem = withOptional(
  'MenuItem',
  {
    id: Id,
    name: t.string,
    slug: t.string,
    price: Won,
    discounted_price: nullable(Won),
    soldout: t.boolean,
    /** 9999 or more is unlimited (spec 000 §9). */
    stock_amount: nullable(Integer),
    subchoices: readonlyArray(OptionGroup),
  },
  { menu_set_id: nullable(Id), discounts: nullable(ItemDiscounts), industrial_info: IndustrialInfo },
);

export type MenuOption = t.TypeOf<typeof MenuOption>;
export type OptionGroup = t.TypeOf<typeof OptionGroup>;
export type IndustrialInfo = t.TypeOf<typeof IndustrialInfo>;
export type ItemDiscounts = t.TypeOf<typeof ItemDiscounts>;
export type MenuItem = t.TypeOf<typeof MenuItem>;

export const MenuCategory = withOptional(
  'MenuCategory',
  { slug: t.string, name: t.string, items: readonlyArray(MenuItem) },
  { section: t.string, ms_type: nullable(t.literal('disposable')) },
);

export type MenuCategory = t.TypeOf<typeof MenuCategory>;

/** The answer: the categories in display order, special slugs (top_items, ...) included. */
export const Menu = t.array(MenuCategory, 'Menu');

/**
 * Designed flag names for "flags for photo and one-dish menu": add_photo_menu adds the
 * photo_menu_items category, add_one_dish_menu the one-portion items; force skips the server's
 * open/reachable checks (staff view); additional_discount_per_menu adds additional_discount_items.
 */
export const MenuQuery = closed(
  'MenuQuery',
  {},
  {
    add_photo_menu: BoolParam,
    add_one_dish_menu: BoolParam,
    order_serving_type: ServingType,
    force: BoolParam,
    additional_discount_per_menu: BoolParam,
  },
);

export const menuCalls = [
  get('restaurant.menu', 'api', '/api/v1/restaurants/:restaurant_id/menu/', {
    params: RestaurantIdParams,
    query: MenuQuery,
    response: Menu,
  }),
] as const;
