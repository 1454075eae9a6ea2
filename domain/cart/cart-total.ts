import { sumWon, type Won } from '../money.ts';
import type { Cart } from './types.ts';

/** Spec 000 §4 "Cart total = default_price plus the sum of price times amount." */
export function cartTotal(cart: Cart): Won {
  return cart.default_price + sumWon(cart.items.map((line) => line.price * line.amount));
}
