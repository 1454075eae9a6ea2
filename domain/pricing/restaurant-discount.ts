// The restaurant's percent discount (spec 000 §3 "discount_percent, discount_from, discount_until").
import { asDiscount, type Won } from '../money.ts';
import type { Restaurant } from '../restaurant/types.ts';
import { type Instant, isWithinWindow } from './discount-window.ts';

export type PercentDiscountRules = Pick<Restaurant, 'discount_percent' | 'discount_from' | 'discount_until'>;

/**
 * discount_percent of the items total, floored to whole won and stored negative; 0 outside the
 * discount window. The percent is clamped to 0..100 so bad data cannot add money or exceed the food.
 */
export function restaurantPercentDiscount(rules: PercentDiscountRules, itemsTotal: Won, now: Instant): Won {
  const percent = Math.min(100, Math.max(0, rules.discount_percent ?? 0));
  if (!isWithinWindow(now, rules.discount_from, rules.discount_until)) return 0;
  // A total below 0 (bad data) earns nothing. The epsilon keeps a fractional percent (33.3 × 10,000 =
  // 332,999.99…) from losing a won to float error.
  return asDiscount(Math.floor((Math.max(0, itemsTotal) * percent) / 100 + 1e-9));
}
