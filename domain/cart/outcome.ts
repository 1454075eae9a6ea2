// What the cart rules answer: the events that happen (evolve applies them), a question for the
// customer, or a refusal.
import type { Restaurant } from '../restaurant/types.ts';
import type { Rejection } from '../result.ts';
import type { EventDraft } from '../store/decision.ts';

/** The restaurant fields the cart rules read; a full `Restaurant` fits. */
export type CartRestaurant = Pick<
  Restaurant,
  'id' | 'name' | 'default_price' | 'stock_management' | 'has_disposable_menu'
>;

/** Adding may also need the customer's confirmation (clearing another restaurant's cart). */
export type AddOutcome =
  | { readonly kind: 'ok'; readonly events: readonly EventDraft[] }
  | { readonly kind: 'rejected'; readonly rejection: Rejection }
  | { readonly kind: 'confirm'; readonly rejection: Rejection };

/** An amount is a whole number of at least 1 (spec 000 §4 "An amount cannot go below 1."). */
export function isValidAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 1;
}
