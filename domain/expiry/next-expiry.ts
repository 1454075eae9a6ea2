// When the session's expiring values run out (spec 000 §9 "Session location lifetime | 20 min",
// "Session restaurant lifetime | 10 min", "Local storage lifetime | 10 min"): the one reckoning the
// expiry events and the app's timer share. Kept apart from the events so the first screen can arm
// its timer without them.
// Decision on the local values that bridge one order (storage-lifetimes.ts): the pending online
// payment result is the placed order handed to a payment page, waiting for its return; it lives 10
// minutes from the order. An order that went straight to its thank-you page (last_checkout) is not
// expired: the page loads it by the number in its address, and while it stays placed the same cart
// cannot be ordered twice.
import { cameBackUnpaid } from '../checkout/next-order.ts';
import {
  LOCAL_STORAGE_LIFETIME_MS,
  SESSION_LOCATION_LIFETIME_MS,
  SESSION_RESTAURANT_LIFETIME_MS,
} from '../storage-lifetimes.ts';
import type { State } from '../store/state.ts';

export type Lifetimes = Pick<State, 'catalog'> & {
  readonly session: Pick<State['session'], 'location' | 'locationSetAt'>;
  readonly checkout: Pick<State['checkout'], 'stage' | 'order' | 'loadedOrder'>;
};

/** The placed order whose payment result is awaited, or null. */
export function pendingPayment(state: Lifetimes): NonNullable<State['checkout']['order']> | null {
  const { stage, order, loadedOrder } = state.checkout;
  if (stage !== 'placed' || order === null) return null;
  return cameBackUnpaid(order, loadedOrder?.order_number ?? null) ? order : null;
}

/** When an opened restaurant's read expires (epoch ms): 10 minutes after it was read. */
export function restaurantReadEnds(catalog: { readonly openedAt: number }): number {
  return catalog.openedAt + SESSION_RESTAURANT_LIFETIME_MS;
}

export interface ExpiryTimes {
  /** When the location expires (epoch ms), null without one. */
  readonly location: number | null;
  /** When the opened restaurant expires, null without one. */
  readonly restaurant: number | null;
  /** When the pending payment result expires, null without one. */
  readonly payment: number | null;
}

export function expiryTimes(state: Lifetimes): ExpiryTimes {
  const { location, locationSetAt } = state.session;
  return {
    // A location without its time (never so from a LocationSet) counts from the epoch: long gone.
    location: location === null ? null : (locationSetAt ?? 0) + SESSION_LOCATION_LIFETIME_MS,
    restaurant: state.catalog === null ? null : restaurantReadEnds(state.catalog),
    payment: pendingOrderEnd(state),
  };
}

/** When the next stored value expires (epoch ms), or null when none will. */
export function nextExpiryAt(state: Lifetimes): number | null {
  const times = Object.values(expiryTimes(state)).filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}

function pendingOrderEnd(state: Lifetimes): number | null {
  const order = pendingPayment(state);
  return order === null ? null : order.placedAt + LOCAL_STORAGE_LIFETIME_MS;
}
