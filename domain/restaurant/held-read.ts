// A restaurant page opened again while its read is held (a reload, a return within the read's 10
// minutes) shows that read at once, while OpenRestaurant reads it again: the same restaurant, read
// for the point the page asks for (the staff view's own, else the customer's location), not yet
// expired, and one whose entry rules let the customer in. Anything else waits for the fresh read,
// whose popups say why. A fresh read that fails because the gateway could not be reached (or was
// down) leaves the held read on the page: it is still within its minutes.
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import { restaurantReadEnds } from '../expiry/next-expiry.ts';
import type { GeoPoint } from '../location/geo-point.ts';
import type { Rejection } from '../result.ts';
import type { CatalogState, State } from '../store/state.ts';

export interface HeldReadAsk {
  readonly restaurantId: number;
  /** The staff view's own point; absent for a customer, whose location the read must be for. */
  readonly staffPoint?: GeoPoint;
  /** The clock's now (epoch ms). */
  readonly now: number;
}

const samePoint = (a: GeoPoint | null | undefined, b: GeoPoint | null | undefined) =>
  a != null && b != null && a.lat === b.lat && a.lng === b.lng;

/** The held read the page may show before its fresh one, or null. */
export function heldRestaurantRead(
  state: Pick<State, 'catalog'> & { readonly session: Pick<State['session'], 'location'> },
  ask: HeldReadAsk,
): CatalogState | null {
  const { catalog } = state;
  if (catalog === null || catalog.restaurant.id !== ask.restaurantId) return null;
  if (restaurantReadEnds(catalog) <= ask.now) return null;
  const staffView = ask.staffPoint !== undefined;
  if (catalog.staff !== staffView) return null;
  if (!samePoint(catalog.point, ask.staffPoint ?? state.session.location?.point)) return null;
  return restaurantEntry({ restaurant: catalog.restaurant, staffView }).kind === 'enter' ? catalog : null;
}

/**
 * Whether the held read stays on the page when its fresh read failed so: only when the gateway
 * could not be reached or answered as a server down (SERVICE_PROBLEM); a refusal of the read (the
 * restaurant not found, the server's own message) replaces it.
 */
export function heldReadOutlives(failure: Pick<Rejection, 'code'>): boolean {
  return failure.code === 'SERVICE_PROBLEM';
}
