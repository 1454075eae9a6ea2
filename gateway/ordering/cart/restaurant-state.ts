// Whether a restaurant takes an order now and at this point: `open` with its opening hours read by
// the gateway's clock, `reachable` from the distance to the customer's point (SEED-FORMAT.md).
import { restaurantEntry } from '../../../domain/checkout/restaurant-entry.ts';
import type { MenuCategory } from '../../../domain/menu/types.ts';
import { isOpenAt } from '../../../domain/restaurant/open-hours.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import type { Rejection } from '../../../domain/result.ts';
import { reaches } from '../../catalog/distance.ts';
import type { RestaurantFile } from '../../seed/restaurant-file.ts';

/** The stored restaurant: the seed's document (lat and lng included) and its delivery radius. */
export interface StoredRestaurant {
  readonly doc: Omit<RestaurantFile, 'menu' | 'reviews' | 'delivery_radius_m'>;
  readonly menu: readonly MenuCategory[];
  readonly radiusM: number;
}

export interface Point {
  readonly lat: number;
  readonly lng: number;
}

/** The domain's restaurant as seen from `point` at `nowMs`. */
export function restaurantAt(stored: StoredRestaurant, point: Point, nowMs: number): Restaurant {
  const { doc } = stored;
  return {
    ...doc,
    // The same reckoning as the catalogue's, so a restaurant listed as open and in reach takes the order.
    open: isOpenAt(doc, nowMs),
    reachable: reaches({ lat: doc.lat, lng: doc.lng }, stored.radiusM, point),
  };
}

/**
 * App-only, closed or out of reach refuses the order. Decision: the staff view (spec 000 §6) is
 * not honoured here: it is only a query parameter anyone can add, so the trust boundary refuses
 * closed and unreachable restaurants for everybody.
 */
export function orderingRefusal(restaurant: Restaurant): Rejection | null {
  const entry = restaurantEntry({ restaurant, staffView: false });
  return entry.kind === 'enter' ? null : entry.rejection;
}
