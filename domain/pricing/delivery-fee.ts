// The delivery fee for an order (spec 000 §9 "Money rules").
//
// Decision (the spec is silent): tiers and the free-delivery threshold are measured against the
// items total (cart total incl. default_price) before any discount, coupon or min-order shortfall.
// A discount should not push the customer into a dearer tier, and the shortfall is a surcharge,
// not food, so it does not buy a cheaper tier either.
import type { Won } from '../money.ts';
import type { DeliveryFeeTier, Restaurant } from '../restaurant/types.ts';

export type DeliveryFeeRules = Pick<
  Restaurant,
  'delivery_fee' | 'free_delivery_threshold' | 'delivery_fee_by_order_amounts'
>;

/**
 * The fee of the highest tier whose order_amount is at or below the items total, or null when no
 * tier applies (no tiers, or the total is below the lowest one).
 */
export function tierFee(tiers: readonly DeliveryFeeTier[], itemsTotal: Won): Won | null {
  const descending = [...tiers].sort((a, b) => b.order_amount - a.order_amount);
  const tier = descending.find((t) => t.order_amount <= itemsTotal);
  return tier === undefined ? null : tier.delivery_fee;
}

/** True when a threshold is set (null or 0 means none) and the items total reaches it. */
export function reachesFreeDelivery(threshold: Won | null, itemsTotal: Won): boolean {
  const from = threshold ?? 0;
  return from > 0 && itemsTotal >= from;
}

/**
 * The fee to pay. Without a matching tier the restaurant's own delivery_fee applies (decision: the
 * spec does not say what a total below the lowest tier pays; the base fee is the restaurant's
 * advertised fee). Free delivery turns a fee above 0 into 0.
 */
export function deliveryFee(rules: DeliveryFeeRules, itemsTotal: Won): Won {
  // Equivalent mutant (ArrayDeclaration): an entry that is not a tier matches no total, like no tier.
  // Stryker disable next-line ArrayDeclaration: equivalent, see above
  const tiers = rules.delivery_fee_by_order_amounts?.basic ?? [];
  const fee = tierFee(tiers, itemsTotal) ?? rules.delivery_fee;
  // Equivalent mutant (EqualityOperator, fee >= 0): a fee of 0 is 0 free or not.
  // Stryker disable next-line EqualityOperator: equivalent, see above
  return fee > 0 && reachesFreeDelivery(rules.free_delivery_threshold, itemsTotal) ? 0 : fee;
}
