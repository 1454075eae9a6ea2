import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decodeFlags } from '../flags/flag-codec.ts';
import { LoadOptions, parseDuration } from './load-flags.ts';

const decode = (flags: Record<string, unknown>) => decodeFlags(LoadOptions, flags);
const refusal = (flags: Record<string, unknown>) => {
  const d = decode(flags);
  return isLeft(d) ? d.left : null;
};

describe('jumun load flags', () => {
  it('reads durations with their unit', () => {
    expect(parseDuration('20s')).toBe(20_000);
    expect(parseDuration('1.5s')).toBe(1500);
    expect(parseDuration('2m')).toBe(120_000);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('60')).toMatch(/with its unit/);
  });

  it('decodes the plan, the error rate as a fraction or a percentage, and the target', () => {
    const d = decode({ users: '10', duration: '20s', rampUp: '5s', maxErrorRate: '1%', gateway: 'http://x' });
    expect(isRight(d) && d.right).toEqual({
      users: 10,
      durationMs: 20_000,
      rampUpMs: 5000,
      maxErrorRate: 0.01,
      gateway: 'http://x',
      json: false,
      vars: undefined,
      var: [],
      data: undefined,
      rowsBy: 'iteration',
      faults: undefined,
    });
    const plain = decode({ users: '1', duration: '1s' });
    expect(isRight(plain) && plain.right).toMatchObject({ rampUpMs: 0, maxErrorRate: 0 });
    expect(isRight(decode({ users: '1', duration: '1s', maxErrorRate: '0.05' }))).toBe(true);
  });

  it('refuses bad flags naming the flag', () => {
    expect(refusal({ users: '0', duration: '1s' })).toBe(
      '--users: expected a whole number from 1 to 1000, got 0',
    );
    expect(refusal({ users: '2.5', duration: '1s' })).toMatch(/^--users:/);
    expect(refusal({ users: '2', duration: '0s' })).toBe('--duration: must be longer than 0, got 0s');
    expect(refusal({ users: '2', duration: '10' })).toMatch(/^--duration: expected a time with its unit/);
    expect(refusal({ users: '2', duration: '5s', rampUp: '5s' })).toMatch(/^--ramp-up must be shorter/);
    expect(refusal({ users: '2', duration: '5s', maxErrorRate: '150%' })).toMatch(/^--max-error-rate:/);
    expect(refusal({ users: '2', duration: '5s', maxErrorRate: '-0.1' })).toMatch(/^--max-error-rate:/);
    expect(refusal({ users: '2', duration: '5s', rowsBy: 'user' })).toBe(
      '--rows-by: expected iteration or customer, got user',
    );
    expect(refusal({ users: '2', duration: '5s', gateway: 'http://a', profile: 'p.json' })).toMatch(
      /--gateway and --profile/,
    );
  });
});
