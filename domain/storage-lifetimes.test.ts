import { describe, expect, it } from 'vitest';
import {
  isExpired,
  previousPath,
  pushNavigationHistory,
  STORAGE_KEYS,
  type StorageKey,
} from './storage-lifetimes.ts';

const min = 60_000;
const keysIn = (area: string) =>
  Object.values(STORAGE_KEYS as Record<string, StorageKey>)
    .filter((k) => k.area === area)
    .map((k) => k.key);

describe('storage keys', () => {
  it('keeps the session keys of spec 001 (spec 001 §3 "Session: user_info, login_info, cart, location, sort order, categories, naverplace_extrainfo, history (last 5 paths).")', () => {
    expect(keysIn('session')).toEqual(
      expect.arrayContaining([
        'user_info',
        'login_info',
        'cart',
        'location',
        'sort_order',
        'categories',
        'naverplace_extrainfo',
        'history',
      ]),
    );
  });

  it('keeps the local keys of spec 001 (spec 001 §3 "Local: maintain_login, saved address, payment, phone, location search history, last checkout, last login.")', () => {
    expect(keysIn('local')).toEqual([
      'maintain_login',
      'saved_address',
      'payment',
      'phone',
      'location_history',
      'last_checkout',
      'last_login',
    ]);
  });

  it('gives the session location 20 minutes (spec 000 §9 "Session location lifetime | 20 min")', () => {
    expect(STORAGE_KEYS.location.lifetimeMs).toBe(20 * min);
  });

  it('gives the session restaurant 10 minutes (spec 000 §9 "Session restaurant lifetime | 10 min")', () => {
    expect(STORAGE_KEYS.restaurant).toEqual({ key: 'restaurant', area: 'session', lifetimeMs: 10 * min });
  });

  it('expires the one-order local values after 10 minutes (spec 000 §9 "Local storage lifetime | 10 min")', () => {
    expect(STORAGE_KEYS.lastCheckout.lifetimeMs).toBe(10 * min);
    expect(STORAGE_KEYS.payment.lifetimeMs).toBe(10 * min);
    expect(STORAGE_KEYS.maintainLogin.lifetimeMs).toBeNull();
    expect(STORAGE_KEYS.locationHistory.lifetimeMs).toBeNull();
  });
});

describe('isExpired', () => {
  it('expires at the lifetime, not before (spec 001 §5 "Location is set when address and zipcode exist, and expires after a configured lifetime.")', () => {
    expect(isExpired(0, 20 * min - 1, 20 * min)).toBe(false);
    expect(isExpired(0, 20 * min, 20 * min)).toBe(true);
  });

  it('never expires without a lifetime and always with an unreadable time (spec 001 §5 "expires after a configured lifetime")', () => {
    expect(isExpired(0, 10 ** 13, null)).toBe(false);
    expect(isExpired(Number.NaN, 0, 10 * min)).toBe(true);
  });
});

describe('navigation history', () => {
  it('keeps the last 5 paths (spec 001 §9 "Navigation history | 5 entries")', () => {
    let history: string[] = [];
    for (const path of ['/', '/a/', '/b/', '/c/', '/d/', '/e/'])
      history = pushNavigationHistory(history, path);
    expect(history).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
  });

  it('does not record the same path twice in a row (spec 001 §3 "history (last 5 paths)")', () => {
    expect(pushNavigationHistory(['/', '/cart/'], '/cart/')).toEqual(['/', '/cart/']);
  });

  it('knows the previous path (spec 001 §4 "offers login again (then returns to the previous path)")', () => {
    expect(previousPath(['/', '/123/', '/login/'])).toBe('/123/');
    expect(previousPath(['/login/'])).toBeNull();
  });
});
