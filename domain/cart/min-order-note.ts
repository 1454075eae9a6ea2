// The cart's minimum-order note (spec 000 §5 "Minimum order", §9 "A shortfall to min_order_amount
// is added to the total"): shown while the items fall short, from the priced checkout view.
import type { Won } from '../money.ts';

export interface MinOrderNote {
  /** The restaurant's min_order_amount. */
  readonly min: Won;
  /** What is missing; the total already includes it. */
  readonly shortfall: Won;
}

/**
 * Null once the minimum is met. The shortfall is max(0, min - items), so while there is one the
 * minimum is the items total plus the shortfall.
 */
export function minOrderNote(view: {
  readonly itemsTotal: Won;
  readonly shortfall: Won;
}): MinOrderNote | null {
  if (view.shortfall <= 0) return null;
  return { min: view.itemsTotal + view.shortfall, shortfall: view.shortfall };
}
