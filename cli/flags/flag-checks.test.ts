import { isLeft } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ServeOptions } from '../commands/serve-command.ts';
import { checkNow, checkTarget } from './flag-checks.ts';
import { decodeFlags } from './flag-codec.ts';

describe('shared flag checks', () => {
  it('takes --now only with an offset, so the machine zone never shifts the clock', () => {
    expect(checkNow(undefined)).toBeNull();
    expect(checkNow('2026-11-21T12:00:00+09:00')).toBe(Date.parse('2026-11-21T03:00:00Z'));
    expect(checkNow('2026-11-21T03:00:00Z')).toBe(Date.parse('2026-11-21T03:00:00Z'));
    expect(checkNow('2026-11-21T12:00:00')).toEqual({
      error: '--now: give the offset, e.g. 2026-11-21T12:00:00+09:00 (got 2026-11-21T12:00:00)',
    });
    expect(checkNow('2026-11-21')).toMatchObject({ error: expect.stringMatching(/^--now: give the offset/) });
    expect(checkNow('noon')).toEqual({ error: '--now: not an ISO 8601 time: noon' });
    // one rule with the wire, scripts and the sandbox header (contract/time-with-offset.ts)
    expect(checkNow('2026-02-30T12:00:00+09:00')).toEqual({
      error: '--now: not an ISO 8601 time: 2026-02-30T12:00:00+09:00',
    });
  });

  it('refuses two targets at once, naming both flags', () => {
    expect(checkTarget({ gateway: 'http://127.0.0.1:8080' })).toBeNull();
    expect(checkTarget({ gateway: 'http://127.0.0.1:8080', profile: 'p.json' })).toBe(
      '--gateway and --profile both say where requests go: give one',
    );
    expect(checkTarget({ gateway: 'http://127.0.0.1:8080', cassette: 'c.json' })).toMatch(
      /^--gateway and --cassette/,
    );
    // a cassette recorded on a profile's hosts replays on them
    expect(checkTarget({ profile: 'p.json', cassette: 'c.json' })).toBeNull();
  });

  it('takes --order-pace as a number above 0 or hold, and leaves the default when absent', () => {
    const serve = { port: '8080', host: '127.0.0.1', seed: 's', sandbox: true, log: 'l' };
    const pace = (raw?: string) => {
      const decoded = decodeFlags(ServeOptions, raw === undefined ? serve : { ...serve, orderPace: raw });
      return isLeft(decoded) ? decoded.left : decoded.right.orderPace;
    };
    expect(pace()).toBeUndefined();
    expect(pace('60')).toBe(60);
    expect(pace('hold')).toBe('hold');
    expect(pace('0')).toMatch(
      /--order-pace: expected a number of times faster than real time \(above 0, e.g. 60\) or hold, got 0/,
    );
    expect(pace('fast')).toMatch(/--order-pace: .* got fast/);
  });

  it('takes --sms-daily-budget as a whole number, and leaves the default when absent', () => {
    const serve = { port: '8080', host: '127.0.0.1', seed: 's', sandbox: true, log: 'l' };
    const budget = (raw?: string) => {
      const decoded = decodeFlags(
        ServeOptions,
        raw === undefined ? serve : { ...serve, smsDailyBudget: raw },
      );
      return isLeft(decoded) ? decoded.left : decoded.right.smsDailyBudget;
    };
    expect(budget()).toBeUndefined();
    expect(budget('5000')).toBe(5000);
    expect(budget('-1')).toMatch(/--sms-daily-budget: expected a whole number ≥ 0, got -1/);
  });
});
