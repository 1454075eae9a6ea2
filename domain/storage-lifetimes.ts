// Browser storage keys and how long each value lives (spec 000 §3, §9; spec 001 §3, §9).
// Decision on "Local storage lifetime | 10 min": it applies to the local values that only bridge one
// order — payment (the pending online-payment result across the PG redirect) and last_checkout (read
// by the thank-you page). The customer's remembered choices (maintain_login, saved address, phone,
// location search history, last login) are meant to outlive a visit and do not expire.
// Session values live as long as the tab, except location (20 min) and restaurant (10 min).
// In the store these values are state, not keys: their expiry is recorded as events (domain/expiry,
// the ExpireStale command), so a replay forgets them where the app did.
import { MINUTE_MS } from './content/seoul-time.ts';

export type StorageArea = 'session' | 'local';

export interface StorageKey {
  readonly key: string;
  readonly area: StorageArea;
  /** null: kept until cleared. */
  readonly lifetimeMs: number | null;
}

export const LOCAL_STORAGE_LIFETIME_MS = 10 * MINUTE_MS;
export const SESSION_LOCATION_LIFETIME_MS = 20 * MINUTE_MS;
export const SESSION_RESTAURANT_LIFETIME_MS = 10 * MINUTE_MS;
export const NAVIGATION_HISTORY_SIZE = 5;

const session = (key: string, lifetimeMs: number | null = null): StorageKey => ({
  key,
  area: 'session',
  lifetimeMs,
});
const local = (key: string, lifetimeMs: number | null = null): StorageKey => ({
  key,
  area: 'local',
  lifetimeMs,
});

export const STORAGE_KEYS = {
  userInfo: session('user_info'),
  loginInfo: session('login_info'),
  cart: session('cart'),
  location: session('location', SESSION_LOCATION_LIFETIME_MS),
  restaurant: session('restaurant', SESSION_RESTAURANT_LIFETIME_MS),
  sortOrder: session('sort_order'),
  categories: session('categories'),
  naverplaceExtrainfo: session('naverplace_extrainfo'),
  history: session('history'),
  maintainLogin: local('maintain_login'),
  savedAddress: local('saved_address'),
  payment: local('payment', LOCAL_STORAGE_LIFETIME_MS),
  phone: local('phone'),
  locationHistory: local('location_history'),
  lastCheckout: local('last_checkout', LOCAL_STORAGE_LIFETIME_MS),
  lastLogin: local('last_login'),
} as const satisfies Record<string, StorageKey>;

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/**
 * A value stored at `storedAt` has expired once `lifetimeMs` has fully passed (at exactly the
 * lifetime it is gone). No lifetime: never. An unreadable storedAt counts as expired.
 */
export function isExpired(storedAt: number, now: number, lifetimeMs: number | null): boolean {
  if (lifetimeMs === null) return false;
  if (!Number.isFinite(storedAt)) return true;
  return now - storedAt >= lifetimeMs;
}

/**
 * The navigation history after visiting `path`: oldest first, the last 5 paths, a repeat of the
 * current path (a hash event fired twice) not recorded again.
 */
export function pushNavigationHistory(history: readonly string[], path: string): string[] {
  if (history[history.length - 1] === path) return [...history];
  return [...history, path].slice(-NAVIGATION_HISTORY_SIZE);
}

/** The path before the current one (login and relogin return there), or null. */
export function previousPath(history: readonly string[]): string | null {
  return history.length >= 2 ? (history[history.length - 2] ?? null) : null;
}
