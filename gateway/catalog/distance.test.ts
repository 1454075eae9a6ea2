// Distances for `reachable` (spec 000 §5 "a restaurant that reaches the address").
import { describe, expect, it } from 'vitest';
import { distanceM, nearest, reaches } from './distance.ts';

const GANGNAM = { lat: 37.498168, lng: 127.02761 };

describe('distance on the ground', () => {
  it('a thousandth of a degree of latitude is about 111 m; the distance is symmetric', () => {
    const north = { lat: GANGNAM.lat + 0.001, lng: GANGNAM.lng };
    expect(distanceM(GANGNAM, north)).toBeCloseTo(111.2, 0);
    expect(distanceM(north, GANGNAM)).toBe(distanceM(GANGNAM, north));
  });

  it('Gangnam station to Seoul City Hall is about 8.75 km', () => {
    expect(distanceM(GANGNAM, { lat: 37.5663, lng: 126.9779 }) / 1000).toBeCloseTo(8.75, 1);
  });

  it('reaches a point within the radius inclusive, never a missing point', () => {
    const point = { lat: GANGNAM.lat + 0.001, lng: GANGNAM.lng };
    const d = distanceM(GANGNAM, point);
    expect(reaches(GANGNAM, Math.ceil(d), point)).toBe(true);
    expect(reaches(GANGNAM, Math.floor(d), point)).toBe(false);
    expect(reaches(GANGNAM, 100_000, null)).toBe(false);
  });

  it('nearest finds the closest entry, null in an empty list', () => {
    const a = { lat: 37.5, lng: 127.03, name: 'a' };
    const b = { lat: 37.45, lng: 127.03, name: 'b' };
    expect(nearest([b, a], GANGNAM)?.entry.name).toBe('a');
    expect(nearest([], GANGNAM)).toBeNull();
  });
});
