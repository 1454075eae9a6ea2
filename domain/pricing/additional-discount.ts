// The additional delivery discount (spec 000 §3 "discounts.additional.delivery (amount,
// discount_mov, is_per_menu, only_for_member)").
import { asDiscount, type Won } from '../money.ts';
import type { AdditionalDeliveryDiscount, Restaurant } from '../restaurant/types.ts';

export type AdditionalDiscountRules = Pick<Restaurant, 'discounts'>;

export interface AdditionalDiscountContext {
  readonly itemsTotal: Won;
  /** What the cart's items earn under a per-menu offer (see `perMenuDiscountBase`). */
  readonly perMenuAmount: Won;
  /** A logged-in member; WITHDRAWAL_RESERVED members count as logged out (spec 000 §6). */
  readonly isMember: boolean;
}

/** The restaurant's additional delivery discount, if it offers one worth anything. */
export function additionalDeliveryOffer(rules: AdditionalDiscountRules): AdditionalDeliveryDiscount | null {
  const offer = rules.discounts?.additional?.delivery ?? null;
  return offer !== null && offer.amount !== 0 ? offer : null;
}

/**
 * The discount as the customer's cart would earn it, ignoring eligibility. A per-menu offer is the
 * sum of its menus' own amounts (`perMenuAmount`); the restaurant's `amount` is what a flat offer
 * takes off.
 */
export function offeredAmount(offer: AdditionalDeliveryDiscount, perMenuAmount: Won): Won {
  return offer.is_per_menu ? Math.max(0, perMenuAmount) : Math.abs(offer.amount);
}

/**
 * Stored negative. Applies when the items total reaches discount_mov and, for a member-only
 * offer, the customer is a member; otherwise 0.
 */
export function additionalDeliveryDiscount(
  rules: AdditionalDiscountRules,
  ctx: AdditionalDiscountContext,
): Won {
  const offer = additionalDeliveryOffer(rules);
  if (offer === null) return 0;
  if (ctx.itemsTotal < offer.discount_mov) return 0;
  if (offer.only_for_member && !ctx.isMember) return 0;
  return asDiscount(offeredAmount(offer, ctx.perMenuAmount));
}
