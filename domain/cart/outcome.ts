// What the cart rules share: the restaurant fields they read, and the amount rule. They answer the
// events that happen (evolve applies them) or a refusal; adding answers a Decision (store/decision.ts).
import type { Restaurant } from '../restaurant/types.ts';

/** The restaurant fields the cart rules read; a full `Restaurant` fits. */
export type CartRestaurant = Pick<
  Restaurant,
  'id' | 'name' | 'default_price' | 'stock_management' | 'has_disposable_menu'
>;

/** An amount is a whole number of at least 1 (spec 000 §4 "An amount cannot go below 1."). */
export function isValidAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 1;
}
