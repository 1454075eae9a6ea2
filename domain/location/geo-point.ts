// A delivery point (spec 000 §5, spec 001 §5 "Geo point: lat within -90..90, lng within -180..180,
// numbers only"). Decision: values from code must be finite numbers; values from a query string are
// read only when the whole text is a plain decimal ("37.5", "-122", "+37.50"), so "37.5a", "1e2",
// "0x10", "" and " 37" are refused rather than half-parsed.
import { ok, type Result, reject } from '../result.ts';
import { isLatitude, isLongitude, parseDecimal } from './coordinates.ts';

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** spec 000 §9 "Default location | lat 37.498168, lng 127.02761" (Gangnam station). */
export const DEFAULT_POINT: GeoPoint = { lat: 37.498168, lng: 127.02761 };

export function isGeoPoint(value: unknown): value is GeoPoint {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return isLatitude(lat) && isLongitude(lng);
}

export function geoPoint(lat: unknown, lng: unknown): Result<GeoPoint> {
  return isLatitude(lat) && isLongitude(lng) ? ok({ lat, lng }) : reject('GEO_POINT_INVALID');
}

/** lat and lng as they arrive in query parameters. */
export function parseGeoPointQuery(
  lat: string | null | undefined,
  lng: string | null | undefined,
): Result<GeoPoint> {
  return geoPoint(parseDecimal(lat), parseDecimal(lng));
}
