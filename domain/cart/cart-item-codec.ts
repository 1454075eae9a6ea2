// The customer's cart line as a codec: its one declaration. The event log decodes ItemAdded with it,
// and cart/types.ts derives the CartItem type from it (a type-only import, so the first screen's
// bundle, which needs the types and emptyCart only, carries no io-ts).
import * as t from 'io-ts';
import { nullable, WonC } from '../codecs/primitives.ts';

export const ChosenOptionC = t.readonly(
  t.type({ id: t.number, slug: t.string, name: t.string, price: WonC }),
);

/** The options chosen in one group of a cart item, keyed in `CartItem.subchoices` by group slug. */
export const ChosenGroupC = t.readonly(
  t.type({ id: t.number, name: t.string, multiple: t.boolean, items: t.readonlyArray(ChosenOptionC) }),
  'ChosenGroup',
);

/**
 * A line of the customer's cart (spec 000 §3 "Cart item"), declared once: the type is the codec's,
 * and the codec decodes the stored event log (ItemAdded). `price` is the unit price: the
 * (discounted) base price plus the chosen options; stock is counted per `id_for_stock` across
 * option combinations; `discounts.additional` is the item's per-menu additional delivery discount.
 */
export const CartItemC = t.readonly(
  t.intersection([
    t.type({
      /** The menu item id. */
      id: t.number,
      id_for_stock: t.number,
      slug: t.string,
      name: t.string,
      price: WonC,
      base_price: WonC,
      amount: t.number,
      subchoices: t.readonly(t.record(t.string, ChosenGroupC)),
      stock_amount: nullable(t.number),
    }),
    t.partial({
      ms_type: nullable(t.literal('disposable')),
      discounts: nullable(t.readonly(t.partial({ additional: t.number }))),
    }),
  ]),
  'CartItem',
);
