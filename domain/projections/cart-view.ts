// The cart projection: what the cart screen shows and what QA scripts assert on
// (`cart.restaurantId`, `cart.items[].name|amount|price|options`, `cart.total`).

import { lineKey } from '../cart/line-key.ts';
import type { Cart } from '../cart/types.ts';
import type { Won } from '../money.ts';
import { itemsTotal } from '../pricing/items-total.ts';

export interface CartLineView {
  /** Addresses the line in ChangeAmount/RemoveItem. */
  readonly line: string;
  readonly menuItemId: number;
  readonly name: string;
  readonly amount: number;
  /** Unit price with options. */
  readonly price: Won;
  /** Chosen option names by group name, e.g. `{ "맛 선택": ["양념"] }`. */
  readonly options: Readonly<Record<string, readonly string[]>>;
  readonly lineTotal: Won;
  readonly disposable: boolean;
}

export interface CartView {
  readonly restaurantId: number | null;
  readonly restaurantName: string | null;
  readonly items: readonly CartLineView[];
  /** The number of units in the cart (the "주문표(N)" badge). */
  readonly count: number;
  /** default_price + Σ price × amount (spec 000 §4). */
  readonly total: Won;
}

export function viewCart(cart: Cart): CartView {
  const items = cart.items.map(
    (item): CartLineView => ({
      line: lineKey(item),
      menuItemId: item.id,
      name: item.name,
      amount: item.amount,
      price: item.price,
      options: Object.fromEntries(
        Object.values(item.subchoices)
          .filter((group) => group.items.length > 0)
          .map((group) => [group.name, group.items.map((option) => option.name)]),
      ),
      lineTotal: item.price * item.amount,
      disposable: item.ms_type === 'disposable',
    }),
  );
  return {
    restaurantId: cart.restaurant_id,
    restaurantName: cart.restaurant_name,
    items,
    count: items.reduce((n, item) => n + item.amount, 0),
    total: cart.items.length === 0 ? 0 : itemsTotal(cart),
  };
}
