// Distances on the ground: `reachable` (a point within the restaurant's delivery radius), the list's
// `distance` and the geocoder's nearest district. Haversine on the mean Earth radius is within a few
// metres of the ellipsoid at city scale, well under any delivery radius.
import type { GeoPoint } from '../../domain/location/geo-point.ts';

const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Metres between two points along the great circle. */
export function distanceM(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point within the radius (inclusive) is delivered to; without a point nothing is. */
export function reaches(origin: GeoPoint, radiusM: number, point: GeoPoint | null): boolean {
  return point !== null && distanceM(origin, point) <= radiusM;
}

/** The entry nearest to `point`, with its distance; null for an empty list. */
export function nearest<T extends GeoPoint>(
  entries: readonly T[],
  point: GeoPoint,
): { readonly entry: T; readonly distanceM: number } | null {
  let best: { entry: T; distanceM: number } | null = null;
  for (const entry of entries) {
    const d = distanceM(entry, point);
    if (best === null || d < best.distanceM) best = { entry, distanceM: d };
  }
  return best;
}
