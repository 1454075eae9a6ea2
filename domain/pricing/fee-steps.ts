// The delivery fee as a customer reads it before ordering (spec 000 §9 "The delivery fee is chosen
// from delivery_fee_by_order_amounts by descending order-amount tiers", "Free delivery applies when
// the total reaches free_delivery_threshold and the fee is above 0"): the schedule the restaurant
// page shows, and how much more the cart needs for a cheaper fee. Both read `deliveryFee` at the
// totals where it can change (0, each tier's order_amount, the threshold), so they cannot disagree
// with what the order is charged; like the fee, they are measured on the items total.
import type { Won } from '../money.ts';
import { type DeliveryFeeRules, deliveryFee } from './delivery-fee.ts';

export interface FeeStep {
  /** The items total from which this fee applies. */
  readonly from: Won;
  readonly fee: Won;
}

export interface NextFee {
  /** How much more food it takes. */
  readonly more: Won;
  /** The fee there; 0 is free delivery. */
  readonly fee: Won;
}

/** The totals at which the fee may change, ascending, from 0. */
function breakpoints(rules: DeliveryFeeRules): Won[] {
  const points = new Set<Won>([0]);
  for (const tier of rules.delivery_fee_by_order_amounts?.basic ?? []) points.add(tier.order_amount);
  // no threshold (null, 0 or below) adds 0, a breakpoint already
  points.add(Math.max(0, rules.free_delivery_threshold ?? 0));
  return [...points].sort((a, b) => a - b);
}

/** The fee from each total where it changes, ascending; the first step is from 0. */
export function feeSteps(rules: DeliveryFeeRules): readonly FeeStep[] {
  const steps: FeeStep[] = [];
  for (const from of breakpoints(rules)) {
    const fee = deliveryFee(rules, from);
    if (steps.at(-1)?.fee !== fee) steps.push({ from, fee });
  }
  return steps;
}

/**
 * The nearest total above `itemsTotal` where the fee is lower than now, as the amount to add and
 * the fee there; null when none is (delivery is free already, or no tier above is cheaper). A tier
 * above that costs more than now is passed over: only a cheaper fee is worth telling.
 */
export function nextCheaperFee(rules: DeliveryFeeRules, itemsTotal: Won): NextFee | null {
  const now = deliveryFee(rules, itemsTotal);
  // Equivalent mutant (EqualityOperator, s.from >= itemsTotal): the step from itemsTotal itself has
  // the fee paid now, never a lower one.
  // Stryker disable next-line EqualityOperator: equivalent, see above
  const ahead = feeSteps(rules).filter((s) => s.from > itemsTotal);
  const step = ahead.find((s) => s.fee < now);
  return step === undefined ? null : { more: step.from - itemsTotal, fee: step.fee };
}
