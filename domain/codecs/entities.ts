// io-ts codecs of the spec's entities as the domain keeps them (restaurant, menu, cart item).
// The types in restaurant/types.ts, menu/types.ts and cart/types.ts are checked against these
// in entities.test.ts so the two cannot drift.
import * as t from 'io-ts';
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

const DeliveryFeeTierC = t.type({ order_amount: WonC, delivery_fee: WonC });
const AdditionalDeliveryDiscountC = t.type({
  amount: WonC,
  discount_mov: WonC,
  is_per_menu: t.boolean,
  only_for_member: t.boolean,
});

export const RestaurantC = t.intersection(
  [
    t.type({
      id: t.number,
      name: t.string,
      serving_type: t.keyof({ vd: null, od: null }),
      open: t.boolean,
      reachable: t.boolean,
      address: t.string,
      categories: t.readonlyArray(t.string),
      payment_methods: t.readonlyArray(t.keyof({ online: null, creditcard: null, cash: null })),
      except_cash: t.boolean,
      min_order_amount: WonC,
      delivery_fee: WonC,
      free_delivery_threshold: nullable(WonC),
      delivery_fee_by_order_amounts: nullable(t.type({ basic: t.readonlyArray(DeliveryFeeTierC) })),
      discount_percent: nullable(t.number),
      discount_from: nullable(t.string),
      discount_until: nullable(t.string),
      discounts: nullable(
        t.partial({ additional: t.partial({ delivery: nullable(AdditionalDeliveryDiscountC) }) }),
      ),
      rating: nullable(t.number),
      review_avg: nullable(t.number),
      review_count: t.number,
      open_time_description: t.string,
      stock_management: t.boolean,
      has_disposable_menu: t.boolean,
      unorderable_under_min_order_value: t.boolean,
      default_price: WonC,
    }),
    t.partial({
      country_origin: t.string,
      introduction_by_owner: t.intersection([
        t.type({ introduction_text: t.string }),
        t.partial({ images: t.readonlyArray(t.string) }),
      ]),
      lat: t.number,
      lng: t.number,
    }),
  ],
  'Restaurant',
);

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
