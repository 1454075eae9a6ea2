// Which stored values of the session have outlived their lifetime (spec 000 §9 "Session location
// lifetime | 20 min", "Session restaurant lifetime | 10 min"; spec 001 §5 "Location ... expires after
// a configured lifetime"), and when the next one will. The cart is its own session value without a
// lifetime: nothing here touches it.
import {
  isExpired,
  SESSION_LOCATION_LIFETIME_MS,
  SESSION_RESTAURANT_LIFETIME_MS,
} from '../storage-lifetimes.ts';
import { draft, type EventDraft } from '../store/decision.ts';
import type { State } from '../store/state.ts';

type Lifetimes = Pick<State, 'catalog'> & {
  readonly session: Pick<State['session'], 'location' | 'locationSetAt'>;
};

/** The expiries that have happened by `now`, as events. */
export function staleValues(state: Lifetimes, now: number): EventDraft[] {
  const events: EventDraft[] = [];
  const { location, locationSetAt } = state.session;
  // A location from a log written before its time was kept counts from the epoch: long gone.
  const setAt = locationSetAt ?? 0;
  if (location !== null && isExpired(setAt, now, SESSION_LOCATION_LIFETIME_MS))
    events.push(draft('LocationExpired', { setAt }));
  const catalog = state.catalog;
  if (catalog !== null && isExpired(catalog.openedAt, now, SESSION_RESTAURANT_LIFETIME_MS))
    events.push(
      draft('RestaurantExpired', { restaurantId: catalog.restaurant.id, openedAt: catalog.openedAt }),
    );
  return events;
}

/** When the next stored value expires (epoch ms), or null when none will. */
export function nextExpiryAt(state: Lifetimes): number | null {
  const times: number[] = [];
  if (state.session.location !== null)
    times.push((state.session.locationSetAt ?? 0) + SESSION_LOCATION_LIFETIME_MS);
  if (state.catalog !== null) times.push(state.catalog.openedAt + SESSION_RESTAURANT_LIFETIME_MS);
  return times.length === 0 ? null : Math.min(...times);
}
