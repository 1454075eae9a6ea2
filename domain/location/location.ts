// The delivery location (spec 000 §3, spec 001 §3-§5): its shape, when it counts as set, the search
// history, and what a location change does after the availability check. Decisions:
// - updated_at is the epoch ms at which the location was stored; the session lifetime (20 min) runs
//   from it.
// - Search history entries are the same place when their address text matches (trimmed).
// - The cart is cleared only when it has a zipcode (checkout_address.zipcode) that differs; a cart
//   without one is kept.
// - "Availability error: proceeds anyway": the candidate is stored with the zipcode it already
//   carries (from the geocoder or the history entry), and the cart rule uses that zipcode only
//   when it is known, so a network blip never empties a cart.
import type { Rejection } from '../result.ts';
import { rejection } from '../result.ts';
import type { RouteName } from '../routes/route-table.ts';
import { isExpired, SESSION_LOCATION_LIFETIME_MS } from '../storage-lifetimes.ts';
import type { GeoPoint } from './geo-point.ts';

export type LocationMethod = 'manual' | 'historylist' | 'current';

/** One address type's parts (law, road or admin address). */
export interface AddressParts {
  readonly sido?: string;
  readonly sigugun?: string;
  readonly dongmyun?: string;
  readonly ri?: string;
  readonly detail?: string;
}

export interface Location {
  readonly address: string;
  readonly address_input: string;
  readonly point: GeoPoint;
  readonly zipcode: string;
  /** The address split by spaces. */
  readonly district: readonly string[];
  readonly updated_at: number;
  readonly method: LocationMethod;
  readonly sido?: string;
  readonly dongmyun?: string;
  readonly law?: AddressParts;
  readonly road?: AddressParts;
  readonly admin?: AddressParts;
  /** The district object of the address service, passed through. */
  readonly adiyo?: Readonly<Record<string, unknown>>;
}

/** A location the customer picked, before the availability check gives its zipcode. */
export type LocationCandidate = Omit<Location, 'zipcode' | 'updated_at' | 'district'> & {
  readonly zipcode?: string;
};

export const LOCATION_HISTORY_SIZE = 5;

export function districtOf(address: string): string[] {
  return address.split(/\s+/).filter((part) => part !== '');
}

/** spec 001 §5 "Location is set when address and zipcode exist, and expires after a configured lifetime." */
export function isLocationSet(location: Location | null | undefined, now: number): boolean {
  if (location === null || location === undefined) return false;
  if (location.address.trim() === '' || location.zipcode.trim() === '') return false;
  return !isExpired(location.updated_at, now, SESSION_LOCATION_LIFETIME_MS);
}

/** Most recent first, at most 5, the same address only once (any entry with an address). */
export function addToLocationHistory<T extends { readonly address: string }>(
  history: readonly T[],
  entry: T,
): T[] {
  const key = entry.address.trim();
  return [entry, ...history.filter((h) => h.address.trim() !== key)].slice(0, LOCATION_HISTORY_SIZE);
}

// ── location change after the restaurant-availability check ──

export type AvailabilityAnswer =
  | {
      readonly kind: 'answered';
      readonly zip_code: string | number | null | undefined;
      readonly message?: string | null;
    }
  | { readonly kind: 'failed' };

export interface LocationChange {
  readonly candidate: LocationCandidate;
  readonly availability: AvailabilityAnswer;
  /** The cart's checkout_address.zipcode, null without one. */
  readonly cartZipcode: string | null;
  readonly screen: RouteName;
  readonly history: readonly Location[];
  readonly now: number;
}

/** apply: store `location` and `history`, clear the cart when asked, then redirect. */
export type LocationChangeDecision =
  | {
      readonly kind: 'apply';
      readonly location: Location;
      readonly history: Location[];
      readonly clearCart: boolean;
      /** false when the availability check failed and the change went ahead unchecked. */
      readonly checked: boolean;
    }
  | { readonly kind: 'reject'; readonly rejection: Rejection };

const DIGITS = /^\d+$/;

function validZip(zip: string | number | null | undefined): string | null {
  if (zip === null || zip === undefined) return null;
  const text = String(zip).trim();
  return DIGITS.test(text) ? text : null;
}

function apply(change: LocationChange, zipcode: string, checked: boolean): LocationChangeDecision {
  const location: Location = {
    ...change.candidate,
    zipcode,
    district: districtOf(change.candidate.address),
    updated_at: change.now,
  };
  const cartZip = validZip(change.cartZipcode);
  const clearCart = cartZip !== null && zipcode !== '' && cartZip !== zipcode && change.screen !== 'checkout';
  return {
    kind: 'apply',
    location,
    history: addToLocationHistory(change.history, location),
    clearCart,
    checked,
  };
}

export function decideLocationChange(change: LocationChange): LocationChangeDecision {
  const answer = change.availability;
  if (answer.kind === 'failed') return apply(change, validZip(change.candidate.zipcode) ?? '', false);
  const zipcode = validZip(answer.zip_code);
  if (zipcode !== null) return apply(change, zipcode, true);
  const serverText = answer.message?.trim();
  return {
    kind: 'reject',
    rejection: serverText ? { code: 'NOT_SERVICE_AREA', message: serverText } : rejection('NOT_SERVICE_AREA'),
  };
}
