import { describe, expect, it } from 'vitest';
import { homePath, isTravelEntryValid, parseOriginTime, tracksIdle } from './partner-entry.ts';

const TRAVEL = 'spec 001 §4 "Travel-app entry: valid 12 hours from origintime."';
const origin = Date.UTC(2026, 10, 10, 0, 0);
const hour = 3_600_000;

describe('partner entry', () => {
  it('makes /전체/ the home of the embedded partner app (spec 001 §2 "In the partner-embedded mode the home is /전체/ and the restaurant list serves as home.")', () => {
    expect(homePath('embedded')).toBe('/전체/');
    expect(homePath('main')).toBe('/');
    expect(homePath('travel')).toBe('/');
  });

  it('skips idle tracking when embedded (spec 001 §4 "Embedded partner app: restaurant list is home; idle logout is skipped.")', () => {
    expect(tracksIdle('embedded')).toBe(false);
    expect(tracksIdle('main')).toBe(true);
  });

  it(`accepts a travel entry for 12 hours (${TRAVEL})`, () => {
    expect(isTravelEntryValid(origin, origin)).toBe(true);
    expect(isTravelEntryValid(origin, origin + 12 * hour - 1)).toBe(true);
    expect(isTravelEntryValid(origin, origin + 12 * hour)).toBe(false);
  });

  it(`tolerates a little clock skew but not a far-future origintime (${TRAVEL})`, () => {
    expect(isTravelEntryValid(origin, origin - 5 * 60_000)).toBe(true);
    expect(isTravelEntryValid(origin, origin - hour)).toBe(false);
  });

  it(`reads origintime as seconds, milliseconds or ISO (${TRAVEL})`, () => {
    expect(parseOriginTime(String(origin / 1000))).toBe(origin);
    expect(parseOriginTime(String(origin))).toBe(origin);
    expect(parseOriginTime('2026-11-10T09:00:00+09:00')).toBe(origin);
    expect(parseOriginTime('yesterday')).toBeNull();
    expect(isTravelEntryValid(undefined, origin)).toBe(false);
    expect(isTravelEntryValid('garbage', origin)).toBe(false);
  });
});
