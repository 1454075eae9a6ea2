import { describe, expect, it } from 'vitest';
import { seoulDate, seoulDayNumber, toEpochMs } from './seoul-time.ts';

describe('Seoul time', () => {
  it('reads an ISO string with Z as UTC (spec 000 §3 "ISO datetime strings")', () => {
    expect(toEpochMs('2026-11-03T00:00:00Z')).toBe(Date.UTC(2026, 10, 3));
  });

  it('reads an ISO string with an offset (spec 000 §3 "ISO datetime strings")', () => {
    expect(toEpochMs('2026-11-03T09:00:00+09:00')).toBe(Date.UTC(2026, 10, 3));
    expect(toEpochMs('2026-11-03T09:00:00.250+0900')).toBe(Date.UTC(2026, 10, 3, 0, 0, 0, 250));
  });

  it('reads a timestamp without offset as Seoul wall time (spec 000 §3 "ISO datetime strings")', () => {
    expect(toEpochMs('2026-11-03 09:30:00')).toBe(Date.UTC(2026, 10, 3, 0, 30));
    expect(toEpochMs('2026-11-03')).toBe(Date.UTC(2026, 10, 2, 15));
  });

  it('passes epoch ms through and refuses garbage (spec 000 §3 "ISO datetime strings")', () => {
    expect(toEpochMs(1_000)).toBe(1_000);
    expect(toEpochMs(Number.NaN)).toBeNull();
    expect(toEpochMs('어제')).toBeNull();
    expect(toEpochMs('2026-02-30T00:00:00Z')).toBeNull();
    expect(toEpochMs('2026-13-01')).toBeNull();
  });

  it('puts 23:59 and 00:00 Seoul on different days (spec 000 §9 "The review age label runs: … "어제" …")', () => {
    const late = Date.UTC(2026, 10, 3, 14, 59); // 23:59 KST on 3 Nov
    const midnight = Date.UTC(2026, 10, 3, 15, 0); // 00:00 KST on 4 Nov
    expect(seoulDayNumber(midnight) - seoulDayNumber(late)).toBe(1);
    expect(seoulDate(late)).toEqual({ year: 2026, month: 11, day: 3 });
    expect(seoulDate(midnight)).toEqual({ year: 2026, month: 11, day: 4 });
  });
});
