// The cart in the spec's shape (spec 000 §3 "Cart", "Cart item").
import type * as t from 'io-ts';
import type { Won } from '../money.ts';
import type { CartItemC, ChosenGroupC, ChosenOptionC } from './cart-item-codec.ts';

/** A cart line (spec 000 §3 "Cart item") is declared once, as its codec in cart-item-codec.ts. */
export type ChosenOption = t.TypeOf<typeof ChosenOptionC>;
export type ChosenGroup = t.TypeOf<typeof ChosenGroupC>;
export type CartItem = t.TypeOf<typeof CartItemC>;

export interface Cart {
  readonly restaurant_id: number | null;
  readonly restaurant_name: string | null;
  readonly default_price: Won;
  readonly items: readonly CartItem[];
}

export const emptyCart: Cart = { restaurant_id: null, restaurant_name: null, default_price: 0, items: [] };
