import { describe, expect, it } from 'vitest';
import {
  type CassetteMode,
  type CassettePlan,
  cassetteAgeDays,
  expiredText,
  isExpired,
  planCassette,
  planGoesLive,
} from './cassette-mode.ts';

type Row = [
  CassetteMode,
  exists: boolean,
  gatewayNamed: boolean,
  expired: boolean,
  CassettePlan['kind'],
  string,
];

// Every mode × (cassette on disk, gateway named, expired): the plan and, for a recording, why. A
// replay's miss fails in every mode, a gateway named or not (cassette-mode.ts).
const table: Row[] = [
  ['replay', true, false, false, 'replay', ''],
  ['replay', true, true, false, 'replay', ''],
  ['replay', true, false, true, 'replay', ''],
  ['replay', true, true, true, 'record', 'expired'],
  ['replay', false, true, false, 'record', 'missing'],
  ['replay', false, false, false, 'refuse', ''],
  ['once', true, false, false, 'replay', ''],
  ['once', true, true, false, 'replay', ''],
  ['once', true, true, true, 'record', 'expired'],
  ['once', true, false, true, 'replay', ''],
  ['once', false, false, false, 'record', 'missing'],
  ['once', false, true, false, 'record', 'missing'],
  ['lockdown', true, false, false, 'replay', ''],
  ['lockdown', true, true, true, 'replay', ''],
  ['lockdown', false, true, false, 'refuse', ''],
  ['record', true, true, false, 'record', 'mode'],
  ['record', false, false, false, 'record', 'mode'],
  ['record', true, true, true, 'record', 'mode'],
  ['passthrough', true, true, true, 'passthrough', ''],
  ['passthrough', false, false, false, 'passthrough', ''],
];

describe('the plan of a cassette mode', () => {
  it.each(table)(
    '%s, exists %s, gateway named %s, expired %s → %s %s',
    (mode, exists, gatewayNamed, expired, kind, detail) => {
      const plan = planCassette(mode, { exists, gatewayNamed, expired });
      expect(plan.kind).toBe(kind);
      if (plan.kind === 'record') expect(plan.why).toBe(detail);
      if (plan.kind === 'refuse') expect(plan.message).not.toBe('');
    },
  );

  it('goes live only when it records or passes through: a replay never does, not even on a miss', () => {
    expect(planGoesLive({ kind: 'replay' })).toBe(false);
    expect(planGoesLive({ kind: 'record', why: 'mode' })).toBe(true);
    expect(planGoesLive({ kind: 'passthrough' })).toBe(true);
  });
});

describe('the age of a cassette', () => {
  const recorded = '2026-10-17T12:00:00+09:00';
  const now = Date.parse('2026-11-27T12:00:00+09:00');

  it('counts whole days and is expired only past --expire', () => {
    expect(cassetteAgeDays(recorded, now)).toBe(41);
    expect(isExpired(recorded, now, 30)).toBe(true);
    expect(isExpired(recorded, now, 41)).toBe(false);
    expect(isExpired(recorded, now, 40.5)).toBe(true);
    expect(cassetteAgeDays('2027-01-01T00:00:00Z', now)).toBe(0);
  });

  it('warns saying what the run does about it', () => {
    expect(expiredText('cash-order.json', 41, 30, { kind: 'replay' })).toBe(
      'cassette cash-order.json is 41 days old (--expire 30): re-record it',
    );
    expect(expiredText('a.json', 1, 0.5, { kind: 'record', why: 'expired' })).toBe(
      'cassette a.json is 1 day old (--expire 0.5): re-recording it from the live gateway',
    );
  });
});
