// Opening hours on the Seoul clock (SEED-FORMAT "open_hours ... to before from runs past midnight").
import { describe, expect, it } from 'vitest';
import { isOpenAt, seoulMinuteOfDay, withinOpenHours } from './open-hours.ts';

const at = (seoulTime: string): number => Date.parse(`2026-11-21T${seoulTime}:00+09:00`);

describe('opening hours', () => {
  it('reads the time of day in Seoul whatever the host time zone', () => {
    expect(seoulMinuteOfDay(Date.parse('2026-11-21T15:30:00Z'))).toBe(30); // 00:30 in Seoul
  });

  it('hours spanning midnight (18:00-04:00) are open late at night and closed at noon; from inclusive, to exclusive', () => {
    const night = [{ from: '18:00', to: '04:00' }];
    expect(withinOpenHours(night, at('12:00'))).toBe(false);
    expect(withinOpenHours(night, at('18:00'))).toBe(true);
    expect(withinOpenHours(night, at('23:59'))).toBe(true);
    expect(withinOpenHours(night, at('03:59'))).toBe(true);
    expect(withinOpenHours(night, at('04:00'))).toBe(false);
  });

  it('same-day hours, 24:00 as the end of the day, from == to as all day, and several ranges', () => {
    expect(withinOpenHours([{ from: '11:00', to: '24:00' }], at('23:30'))).toBe(true);
    expect(withinOpenHours([{ from: '11:00', to: '24:00' }], at('10:59'))).toBe(false);
    expect(withinOpenHours([{ from: '00:00', to: '00:00' }], at('05:00'))).toBe(true);
    const split = [
      { from: '11:00', to: '14:00' },
      { from: '17:00', to: '21:00' },
    ];
    expect([at('12:00'), at('15:00'), at('18:00')].map((t) => withinOpenHours(split, t))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('open needs the flag and, when hours are given, the hours; no hours (or an empty list) leaves the flag', () => {
    expect(isOpenAt({ open: true }, at('12:00'))).toBe(true);
    expect(isOpenAt({ open: true, open_hours: [] }, at('12:00'))).toBe(true);
    expect(isOpenAt({ open: false, open_hours: [{ from: '00:00', to: '00:00' }] }, at('12:00'))).toBe(false);
    expect(isOpenAt({ open: true, open_hours: [{ from: '18:00', to: '04:00' }] }, at('12:00'))).toBe(false);
  });
});
