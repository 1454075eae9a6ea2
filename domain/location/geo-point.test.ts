import { describe, expect, it } from 'vitest';
import { DEFAULT_POINT, geoPoint, isGeoPoint, parseGeoPointQuery } from './geo-point.ts';

const RULE = 'spec 000 §5 "Geo point: lat within -90..90, lng within -180..180, numbers only."';

describe('geo point', () => {
  it(`accepts numbers in range, bounds included (${RULE})`, () => {
    expect(geoPoint(37.498168, 127.02761)).toEqual({ ok: true, value: { lat: 37.498168, lng: 127.02761 } });
    expect(geoPoint(-90, 180).ok).toBe(true);
    expect(geoPoint(90, -180).ok).toBe(true);
  });

  it(`refuses out-of-range values (${RULE})`, () => {
    expect(geoPoint(90.0001, 0).ok).toBe(false);
    expect(geoPoint(0, -180.5).ok).toBe(false);
  });

  it(`refuses strings, NaN and Infinity from code (${RULE})`, () => {
    const bad = geoPoint('37.5', 127);
    expect(bad.ok ? null : bad.rejection.code).toBe('GEO_POINT_INVALID');
    expect(geoPoint(Number.NaN, 127).ok).toBe(false);
    expect(geoPoint(37, Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(isGeoPoint({ lat: 37, lng: '127' })).toBe(false);
    expect(isGeoPoint(DEFAULT_POINT)).toBe(true);
  });

  it(`reads plain decimals from a query string (${RULE})`, () => {
    expect(parseGeoPointQuery('37.5', '-127')).toEqual({ ok: true, value: { lat: 37.5, lng: -127 } });
    expect(parseGeoPointQuery('+37.50', '127').ok).toBe(true);
  });

  it(`refuses half-numeric query text (${RULE})`, () => {
    for (const text of ['37.5a', '', ' 37', '1e1', '0x10', 'NaN', 'Infinity', '37.', '.5']) {
      expect(parseGeoPointQuery(text, '127').ok).toBe(false);
    }
    expect(parseGeoPointQuery(null, '127').ok).toBe(false);
    expect(parseGeoPointQuery('37', '181').ok).toBe(false);
  });

  it('defaults to the spec point (spec 000 §9 "Default location | lat 37.498168, lng 127.02761")', () => {
    expect(DEFAULT_POINT).toEqual({ lat: 37.498168, lng: 127.02761 });
  });
});
