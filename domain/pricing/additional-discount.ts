// The additional delivery discount (spec 000 §3 "discounts.additional.delivery (amount,
// discount_mov, is_per_menu, only_for_member)").
import { asDiscount, type Won } from '../money.ts';
import type { AdditionalDeliveryDiscount, Restaurant } from '../restaurant/types.ts';

export type AdditionalDiscountRules = Pick<Restaurant, 'discounts'>;

export interface AdditionalDiscountContext {
  readonly itemsTotal: Won;
  /** Menu units in the cart (see `menuUnitCount`). */
  readonly menuUnits: number;
  /** A logged-in member; WITHDRAWAL_RESERVED members count as logged out (spec 000 §6). */
  readonly isMember: boolean;
}

/** The restaurant's additional delivery discount, if it offers one worth anything. */
export function additionalDeliveryOffer(rules: AdditionalDiscountRules): AdditionalDeliveryDiscount | null {
  const offer = rules.discounts?.additional?.delivery ?? null;
  return offer !== null && offer.amount !== 0 ? offer : null;
}

/**
 * The discount as the customer's cart would earn it, ignoring eligibility. Decision: is_per_menu
 * multiplies the amount by the menu units (each unit of each menu counts, the disposable item
 * does not), as a "per menu" discount on a 2 × 짜장면 order is read by customers.
 */
export function offeredAmount(offer: AdditionalDeliveryDiscount, menuUnits: number): Won {
  const amount = Math.abs(offer.amount);
  return offer.is_per_menu ? amount * Math.max(0, menuUnits) : amount;
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
  return asDiscount(offeredAmount(offer, ctx.menuUnits));
}
