// The location search history in local storage (spec 001 §3 "Local: ... location search history";
// "Search history keeps up to 5 entries"): the delivery locations the customer set, newest first.
// Decisions: it is stored as JSON text of the stored locations; unreadable text or entries without
// an address and a valid point are dropped rather than failing the picker.
import type { Location } from '../events/events.ts';
import { STORAGE_KEYS } from '../storage-lifetimes.ts';
import { storedArray } from '../stored-json.ts';
import { isGeoPoint } from './geo-point.ts';

export const LOCATION_HISTORY_KEY = STORAGE_KEYS.locationHistory;

const LOCATION_HISTORY_SIZE = 5;

/** Most recent first, at most 5, the same address (trimmed) only once. */
function addToLocationHistory(history: readonly Location[], entry: Location): Location[] {
  const key = entry.address.trim();
  return [entry, ...history.filter((h) => h.address.trim() !== key)].slice(0, LOCATION_HISTORY_SIZE);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function entryOf(value: unknown): Location | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const address = text(v.address).trim();
  if (address === '' || !isGeoPoint(v.point)) return null;
  const method =
    v.method === 'current' || v.method === 'historylist' || v.method === 'staff' ? v.method : 'manual';
  return {
    address,
    road_address: text(v.road_address),
    address_input: text(v.address_input) || address,
    zipcode: text(v.zipcode),
    point: { lat: v.point.lat, lng: v.point.lng },
    sido: text(v.sido),
    sigugun: text(v.sigugun),
    dongmyun: text(v.dongmyun),
    method,
  };
}

/** The stored history, newest first, at most 5 (nothing for missing or unreadable text). */
export function readLocationHistory(stored: string | null): Location[] {
  return storedArray(stored)
    .map(entryOf)
    .filter((e): e is Location => e !== null)
    .reduceRight<Location[]>((history, entry) => addToLocationHistory(history, entry), [])
    .slice(0, LOCATION_HISTORY_SIZE);
}

/** The text to store after `location` was set. */
export function rememberLocation(stored: string | null, location: Location): string {
  return JSON.stringify(addToLocationHistory(readLocationHistory(stored), location));
}
