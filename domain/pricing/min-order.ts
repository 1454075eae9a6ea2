// The minimum-order rule (spec 000 §5 "Minimum order", §9 "Money rules").
import type { Won } from '../money.ts';
import type { Restaurant } from '../restaurant/types.ts';
import { rejection } from '../result.ts';
import { type GateBlocked, type GateConfirm, type GateOk, gateOk } from './gate.ts';

/** A shortfall above this many won blocks ordering; exactly this much is still allowed (spec 000 §9). */
export const MAX_ALLOWED_SHORTFALL: Won = 2000;

export type MinOrderRules = Pick<Restaurant, 'min_order_amount' | 'unorderable_under_min_order_value'>;

export type MinOrderCheck =
  | GateOk
  | (GateConfirm & { readonly shortfall: Won })
  | (GateBlocked & { readonly shortfall: Won });

/**
 * Where the items stand against the minimum order: `met`; `charged`, a shortfall ordering goes on
 * with, added to the total (spec 000 §9 "A shortfall to min_order_amount is added to the total");
 * `blocked`, a shortfall over 2000 or any at a restaurant unorderable under its minimum (§5), which
 * no total includes: the customer cannot pay it, only add food.
 */
export type MinOrderStanding = 'met' | 'charged' | 'blocked';

/** How much the items total falls short of min_order_amount. */
export function minOrderShortfall(minOrderAmount: Won, itemsTotal: Won): Won {
  return Math.max(0, minOrderAmount - itemsTotal);
}

export function minOrderStanding(rules: MinOrderRules, itemsTotal: Won): MinOrderStanding {
  const shortfall = minOrderShortfall(rules.min_order_amount, itemsTotal);
  if (shortfall === 0) return 'met';
  return rules.unorderable_under_min_order_value || shortfall > MAX_ALLOWED_SHORTFALL ? 'blocked' : 'charged';
}

/**
 * ok when the minimum is met; blocked when the restaurant refuses orders under it or the shortfall
 * is over 2000; otherwise the customer confirms paying the shortfall on top.
 */
export function checkMinOrder(rules: MinOrderRules, itemsTotal: Won): MinOrderCheck {
  const standing = minOrderStanding(rules, itemsTotal);
  if (standing === 'met') return gateOk;
  const shortfall = minOrderShortfall(rules.min_order_amount, itemsTotal);
  const params = { min: { won: rules.min_order_amount }, shortfall: { won: shortfall } };
  if (standing === 'blocked') {
    return { kind: 'blocked', shortfall, rejection: rejection('MIN_ORDER_BLOCKED', params) };
  }
  return { kind: 'confirm', shortfall, rejection: rejection('MIN_ORDER_SHORTFALL', params) };
}
