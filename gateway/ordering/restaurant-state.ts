// Whether a restaurant takes an order now and at this point: `open` with its opening hours read by
// the gateway's clock, `reachable` from the distance to the customer's point (SEED-FORMAT.md).
import { restaurantEntry } from '../../domain/checkout/restaurant-entry.ts';
import { HOUR_MS, MINUTE_MS } from '../../domain/content/seoul-time.ts';
import type { MenuCategory } from '../../domain/menu/types.ts';
import type { Restaurant } from '../../domain/restaurant/types.ts';
import type { Rejection } from '../../domain/result.ts';
import type { RestaurantFile } from '../seed/restaurant-file.ts';

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

const EARTH_RADIUS_M = 6_371_000;
const DAY_MINUTES = 24 * 60;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Open hours in Seoul time; `to` before `from` runs past midnight, `24:00` ends the day, and a
 * window whose ends are equal is the whole day. No hours given: the `open` flag alone decides.
 */
export function withinOpenHours(
  hours: readonly { readonly from: string; readonly to: string }[] | undefined,
  nowMs: number,
): boolean {
  if (hours === undefined) return true;
  const seoul = (nowMs + 9 * HOUR_MS) % (DAY_MINUTES * MINUTE_MS);
  const minute = Math.floor((seoul < 0 ? seoul + DAY_MINUTES * MINUTE_MS : seoul) / MINUTE_MS);
  return hours.some(({ from, to }) => {
    const start = minutesOf(from);
    const end = minutesOf(to);
    if (start === end) return true;
    return start < end ? minute >= start && minute < end : minute >= start || minute < end;
  });
}

/** The domain's restaurant as seen from `point` at `nowMs`. */
export function restaurantAt(stored: StoredRestaurant, point: Point, nowMs: number): Restaurant {
  const { doc } = stored;
  return {
    ...doc,
    open: doc.open && withinOpenHours(doc.open_hours, nowMs),
    reachable: distanceM(point, { lat: doc.lat, lng: doc.lng }) <= stored.radiusM,
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
