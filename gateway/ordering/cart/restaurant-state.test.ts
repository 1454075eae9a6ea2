import { describe, expect, it } from 'vitest';
import { isOpenAt, withinOpenHours } from '../../../domain/restaurant/open-hours.ts';
import { distanceM } from '../../catalog/distance.ts';

const at = (seoulTime: string) => Date.parse(`2026-11-21T${seoulTime}:00+09:00`);

describe('opening hours by the gateway clock (rule: a restaurant must be open)', () => {
  it('given 18:00-04:00, then open at 23:00 and 03:59, closed at 12:00 and 04:00', () => {
    const night = [{ from: '18:00', to: '04:00' }];
    expect(withinOpenHours(night, at('23:00'))).toBe(true);
    expect(withinOpenHours(night, at('03:59'))).toBe(true);
    expect(withinOpenHours(night, at('12:00'))).toBe(false);
    expect(withinOpenHours(night, at('04:00'))).toBe(false);
  });

  it('given 11:00-24:00 or equal ends, then the window reads as a day window or the whole day; no hours is always', () => {
    expect(withinOpenHours([{ from: '11:00', to: '24:00' }], at('23:59'))).toBe(true);
    expect(withinOpenHours([{ from: '11:00', to: '24:00' }], at('10:59'))).toBe(false);
    expect(withinOpenHours([{ from: '00:00', to: '00:00' }], at('05:00'))).toBe(true);
    expect(isOpenAt({ open: true }, at('05:00'))).toBe(true);
    expect(isOpenAt({ open: false }, at('12:00'))).toBe(false);
  });
});

describe('reach (rule: the restaurant must reach the customer’s point)', () => {
  it('measures great-circle metres: 0.01° of latitude is about 1,112 m', () => {
    expect(distanceM({ lat: 37.49, lng: 127.02 }, { lat: 37.5, lng: 127.02 })).toBeCloseTo(1112, -1);
    expect(distanceM({ lat: 37.5, lng: 127 }, { lat: 37.5, lng: 127 })).toBe(0);
  });
});
