// A cart checked against the restaurant as it is now: open and in reach at the customer's point,
// every line on the menu with valid options, the minimum order, the stock. Cart submit, refresh,
// the discount info, the coupon check and order submit all start from here.

import { checkMinOrder, itemsTotal } from '../../../domain/pricing/index.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { type Rejection, rejection } from '../../../domain/result.ts';
import type { Sql } from '../../db/database.ts';
import { type Product, type ResolvedLine, resolveLines } from './resolve-lines.ts';
import { orderingRefusal, type Point, restaurantAt, type StoredRestaurant } from './restaurant-state.ts';
import { loadRestaurant } from './restaurant-store.ts';
import { currentLevels, type Shortage, type StockDemand, shortages, stockDemands } from './stock-levels.ts';

/** `type` is the cart answer's error type; error_stock carries the short lines. */
export interface CartProblem {
  readonly type: 'nothing' | 'zip_code' | 'closed' | 'items' | 'min_order' | 'error_stock';
  readonly rejection: Rejection;
  readonly shortages?: readonly Shortage[];
}

export interface EvaluatedCart {
  readonly stored: StoredRestaurant;
  readonly restaurant: Restaurant;
  readonly point: Point;
  readonly lines: readonly ResolvedLine[];
  /** Empty unless the restaurant manages stock. */
  readonly demands: readonly StockDemand[];
}

export type Evaluation =
  | { readonly ok: true; readonly cart: EvaluatedCart }
  | { readonly ok: false; readonly problem: CartProblem };

const problem = (type: CartProblem['type'], r: Rejection, shortages?: readonly Shortage[]): Evaluation => ({
  ok: false,
  problem: shortages === undefined ? { type, rejection: r } : { type, rejection: r, shortages },
});

export interface CartInput {
  readonly restaurantId: number;
  readonly products: readonly Product[];
  /** Null when the client sent no point: then nothing can be said about reach. */
  readonly point: Point | null;
  readonly nowMs: number;
}

/**
 * The first problem, in this order: unknown restaurant, no point, app-only / closed / out of reach,
 * the lines, a minimum order that blocks ordering (a shortfall of up to 2,000원 is charged instead),
 * then, with stock_management, stock the cart would exceed (checked again when the order is placed).
 */
export async function evaluateCart(sql: Sql, input: CartInput): Promise<Evaluation> {
  const stored = await loadRestaurant(sql, input.restaurantId);
  if (stored === null) return problem('nothing', rejection('RESTAURANT_LOAD_FAILED'));
  if (input.point === null) return problem('zip_code', rejection('LOCATION_INVALID_FOR_DELIVERY'));
  const restaurant = restaurantAt(stored, input.point, input.nowMs);
  const refusal = orderingRefusal(restaurant);
  if (refusal !== null) {
    return problem(refusal.code === 'RESTAURANT_UNREACHABLE' ? 'zip_code' : 'closed', refusal);
  }
  const lines = resolveLines(stored.menu, restaurant.has_disposable_menu, input.products);
  if (!lines.ok) return problem('items', lines.rejection);

  const items = lines.value.map((l) => l.item);
  const minOrder = checkMinOrder(restaurant, itemsTotal({ default_price: restaurant.default_price, items }));
  if (minOrder.kind === 'blocked') return problem('min_order', minOrder.rejection);

  const demands = restaurant.stock_management ? stockDemands(lines.value) : [];
  if (demands.length > 0) {
    const short = shortages(demands, await currentLevels(sql, restaurant.id, demands));
    if (short.length > 0) {
      return problem('error_stock', rejection('STOCK_EXCEEDED'), short);
    }
  }
  return { ok: true, cart: { stored, restaurant, point: input.point, lines: lines.value, demands } };
}
