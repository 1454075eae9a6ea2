// The amount the pricing rules are measured against: what the customer put in the cart.
import type { Cart, CartItem } from '../cart/types.ts';
import type { Won } from '../money.ts';

export type PricedItem = Pick<CartItem, 'price' | 'amount' | 'ms_type'>;
export type PricedCart = Pick<Cart, 'default_price'> & { readonly items: readonly PricedItem[] };

/** default_price plus Σ price × amount (spec 000 §4 "Cart total = default_price plus the sum of price times amount"). */
export function itemsTotal(cart: PricedCart): Won {
  let total = cart.default_price;
  for (const item of cart.items) total += item.price * item.amount;
  return total;
}

/**
 * The number of menu units a per-menu discount counts: the amounts of every item except the
 * required disposable item, which is packaging, not a menu the customer chose.
 */
export function menuUnitCount(items: readonly PricedItem[]): number {
  let units = 0;
  for (const item of items) if (item.ms_type !== 'disposable') units += item.amount;
  return units;
}
