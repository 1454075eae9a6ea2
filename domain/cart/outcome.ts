// What a cart rule answers: a new cart, a question for the customer, or a refusal.
import type { Restaurant } from '../restaurant/types.ts';
import type { Rejection } from '../result.ts';
import type { Cart } from './types.ts';

/** The restaurant fields the cart rules read; a full `Restaurant` fits. */
export type CartRestaurant = Pick<
  Restaurant,
  'id' | 'name' | 'default_price' | 'stock_management' | 'has_disposable_menu'
>;

export type CartUpdate =
  | { readonly kind: 'ok'; readonly cart: Cart }
  | { readonly kind: 'rejected'; readonly rejection: Rejection };

/** Adding may also need the customer's confirmation (clearing another restaurant's cart). */
export type AddOutcome = CartUpdate | { readonly kind: 'confirm'; readonly rejection: Rejection };

export function updated(cart: Cart): CartUpdate {
  return { kind: 'ok', cart };
}

export function refused(rejection: Rejection): CartUpdate {
  return { kind: 'rejected', rejection };
}

/** An amount is a whole number of at least 1 (spec 000 §4 "An amount cannot go below 1."). */
export function isValidAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 1;
}
