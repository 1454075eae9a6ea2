// The cart in the spec's shape (spec 000 §3 "Cart", "Cart item").
import type { Won } from '../money.ts';

/** The options chosen in one group of a cart item, keyed in `CartItem.subchoices` by group slug. */
export interface ChosenGroup {
  readonly id: number;
  readonly name: string;
  readonly multiple: boolean;
  readonly items: readonly ChosenOption[];
}

export interface ChosenOption {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly price: Won;
}

export interface CartItem {
  /** The menu item id. */
  readonly id: number;
  /** Stock is counted per menu item across option combinations. */
  readonly id_for_stock: number;
  readonly slug: string;
  readonly name: string;
  /** Unit price: the (discounted) base price plus the chosen options. */
  readonly price: Won;
  readonly base_price: Won;
  readonly amount: number;
  readonly subchoices: Readonly<Record<string, ChosenGroup>>;
  readonly stock_amount: number | null;
  readonly ms_type?: 'disposable' | null;
  /** The menu item's own discounts: `additional` is its per-menu additional delivery discount. */
  readonly discounts?: { readonly additional?: number } | null;
}

export interface Cart {
  readonly restaurant_id: number | null;
  readonly restaurant_name: string | null;
  readonly default_price: Won;
  readonly items: readonly CartItem[];
}

export const emptyCart: Cart = { restaurant_id: null, restaurant_name: null, default_price: 0, items: [] };
