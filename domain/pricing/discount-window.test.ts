import { describe, expect, it } from 'vitest';
import { instantMs, isWithinWindow } from './discount-window.ts';

const SPEC = 'spec 000 §3 "discount_percent, discount_from, discount_until (ISO datetime strings)"';

describe('discount window', () => {
  it(`reads offset-less datetimes as Korean time (${SPEC})`, () => {
    expect(instantMs('2024-05-01T12:00:00')).toBe(Date.parse('2024-05-01T03:00:00Z'));
    expect(instantMs('2024-05-01 12:00')).toBe(Date.parse('2024-05-01T03:00:00Z'));
    expect(instantMs('2024-05-01')).toBe(Date.parse('2024-04-30T15:00:00Z'));
    expect(instantMs('2024-05-01T12:00:00Z')).toBe(Date.parse('2024-05-01T12:00:00Z'));
    expect(instantMs(1714532400000)).toBe(1714532400000);
    expect(instantMs('not a date')).toBeNull();
  });

  it(`includes from and excludes until (${SPEC})`, () => {
    const from = '2024-05-01T00:00:00+09:00';
    const until = '2024-05-02T00:00:00+09:00';
    expect(isWithinWindow('2024-04-30T23:59:59+09:00', from, until)).toBe(false);
    expect(isWithinWindow(from, from, until)).toBe(true);
    expect(isWithinWindow('2024-05-01T23:59:59+09:00', from, until)).toBe(true);
    expect(isWithinWindow(until, from, until)).toBe(false);
  });

  it(`treats a null bound as open (${SPEC})`, () => {
    expect(isWithinWindow('2000-01-01T00:00:00Z', null, '2024-05-02')).toBe(true);
    expect(isWithinWindow('2099-01-01T00:00:00Z', '2024-05-01', null)).toBe(true);
    expect(isWithinWindow(0, null, null)).toBe(true);
  });

  it(`gives no window for an unreadable bound or clock (${SPEC})`, () => {
    expect(isWithinWindow('2024-05-01T12:00:00Z', 'soon', null)).toBe(false);
    expect(isWithinWindow('yesterday', null, null)).toBe(false);
    expect(isWithinWindow(Number.NaN, null, null)).toBe(false);
  });
});

describe('reading the clock and the bounds', () => {
  it(`reads fractional seconds and a padded date without an offset as Korean time (${SPEC})`, () => {
    expect(instantMs('2026-01-01T10:00:00.12')).toBe(Date.parse('2026-01-01T10:00:00.12+09:00'));
    expect(instantMs('2026-01-01 10:00:00.5')).toBe(Date.parse('2026-01-01T10:00:00.5+09:00'));
    expect(instantMs(' 2026-01-01 ')).toBe(Date.parse('2026-01-01T00:00:00+09:00'));
  });

  it(`gives no discount with an unreadable end, whenever now is (${SPEC})`, () => {
    for (const now of [Date.parse('1969-12-31T00:00:00Z'), 0, Date.parse('2026-01-01T00:00:00Z')]) {
      expect(isWithinWindow(now, null, 'soon')).toBe(false);
    }
  });
});
