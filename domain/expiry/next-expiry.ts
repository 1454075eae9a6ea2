// When the session's expiring values run out (spec 000 §9 "Session location lifetime | 20 min",
// "Session restaurant lifetime | 10 min"): the one reckoning the expiry events and the app's timer
// share. Kept apart from the events so the first screen can arm its timer without them.
import { SESSION_LOCATION_LIFETIME_MS, SESSION_RESTAURANT_LIFETIME_MS } from '../storage-lifetimes.ts';
import type { State } from '../store/state.ts';

export type Lifetimes = Pick<State, 'catalog'> & {
  readonly session: Pick<State['session'], 'location' | 'locationSetAt'>;
};

export interface ExpiryTimes {
  /** When the location expires (epoch ms), null without one. */
  readonly location: number | null;
  /** When the opened restaurant expires, null without one. */
  readonly restaurant: number | null;
}

export function expiryTimes(state: Lifetimes): ExpiryTimes {
  const { location, locationSetAt } = state.session;
  return {
    // A location without its time (never so from a LocationSet) counts from the epoch: long gone.
    location: location === null ? null : (locationSetAt ?? 0) + SESSION_LOCATION_LIFETIME_MS,
    restaurant: state.catalog === null ? null : state.catalog.openedAt + SESSION_RESTAURANT_LIFETIME_MS,
  };
}

/** When the next stored value expires (epoch ms), or null when none will. */
export function nextExpiryAt(state: Lifetimes): number | null {
  const times = Object.values(expiryTimes(state)).filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}
