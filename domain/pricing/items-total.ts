// The amount the pricing rules are measured against: what the customer put in the cart.
import type { Cart, CartItem } from '../cart/types.ts';
import type { Won } from '../money.ts';

export type PricedItem = Pick<CartItem, 'price' | 'amount' | 'ms_type' | 'discounts'>;
export type PricedCart = Pick<Cart, 'default_price'> & { readonly items: readonly PricedItem[] };

/** default_price plus Σ price × amount (spec 000 §4 "Cart total = default_price plus the sum of price times amount"). */
export function itemsTotal(cart: PricedCart): Won {
  let total = cart.default_price;
  for (const item of cart.items) total += item.price * item.amount;
  return total;
}

/**
 * What a per-menu additional discount takes off this cart (positive): each unit of each menu item
 * that carries its own `discounts.additional` earns that amount (the items of the
 * additional_discount_items category); other items and the required disposable item earn none.
 */
export function perMenuDiscountBase(items: readonly PricedItem[]): Won {
  let amount = 0;
  for (const item of items) {
    if (item.ms_type === 'disposable') continue;
    amount += Math.abs(item.discounts?.additional ?? 0) * item.amount;
  }
  return amount;
}
