import { describe, expect, it } from 'vitest';
import { decodeFlags } from '../flags/flag-codec.ts';
import { bailBeforeScripts, looksLikePath, RunnerOptions } from './run-flags.ts';

const decode = (flags: Record<string, unknown>) => decodeFlags(RunnerOptions, flags);

describe("jumun run's runner flags", () => {
  it('default to running everything once', () => {
    expect(decode({})).toEqual({
      _tag: 'Right',
      right: {
        grep: undefined,
        tag: [],
        excludeTag: [],
        list: false,
        bail: null,
        retries: 0,
        failOnFlaky: false,
        lastFailed: false,
        shard: null,
        watch: false,
      },
    });
  });

  it('read --bail bare as 1 and --bail=N as N', () => {
    expect(decode({ bail: true })).toMatchObject({ right: { bail: 1 } });
    expect(decode({ bail: '3' })).toMatchObject({ right: { bail: 3 } });
  });

  it('refuse a --bail of no count', () => {
    expect(decode({ bail: '0' })).toEqual({
      _tag: 'Left',
      left: '--bail: expected a whole number ≥ 1, got 0',
    });
  });

  it('give back the script path commander took for --bail’s count', () => {
    expect(bailBeforeScripts('fixtures/scripts', ['b.jsonl'])).toEqual({
      bail: true,
      paths: ['fixtures/scripts', 'b.jsonl'],
    });
    expect(bailBeforeScripts('2', ['a.jsonl'])).toEqual({ bail: '2', paths: ['a.jsonl'] });
    expect(bailBeforeScripts(true, ['a.jsonl'])).toEqual({ bail: true, paths: ['a.jsonl'] });
    expect(bailBeforeScripts(undefined, [])).toEqual({ bail: undefined, paths: [] });
  });

  it('leaves a --bail value that is no count and no path to be refused as a count, exit 2', () => {
    const none = () => false;
    expect(bailBeforeScripts('x', ['a.jsonl'], none)).toEqual({ bail: 'x', paths: ['a.jsonl'] });
    expect(decode({ bail: bailBeforeScripts('x', [], none).bail })).toEqual({
      _tag: 'Left',
      left: '--bail: expected a whole number ≥ 1, got x',
    });
    // a folder beside the scripts, a path with a separator or a script's name stay scripts
    expect(bailBeforeScripts('suite', [], (p) => p === 'suite').paths).toEqual(['suite']);
    expect(looksLikePath('qa/missing')).toBe(true);
    expect(looksLikePath('smoke.jsonl')).toBe(true);
    expect(looksLikePath('x')).toBe(false);
  });

  it('read repeated and comma-listed tags into one list', () => {
    expect(decode({ tag: ['smoke', 'Coupon,payment'], excludeTag: ['slow'] })).toMatchObject({
      right: { tag: ['smoke', 'coupon', 'payment'], excludeTag: ['slow'] },
    });
  });

  it('name the flag of a bad value', () => {
    expect(decode({ retries: '-1' })).toEqual({
      _tag: 'Left',
      left: '--retries: expected a whole number ≥ 0, got -1',
    });
    expect(decode({ shard: '1of4' })).toEqual({
      _tag: 'Left',
      left: '--shard: expected i/n, e.g. 2/4, got 1of4',
    });
    expect(decode({ excludeTag: [','] })).toEqual({
      _tag: 'Left',
      left: '--exclude-tag: expected a tag, e.g. --exclude-tag smoke',
    });
    expect(decode({ grep: ' ' })).toEqual({
      _tag: 'Left',
      left: '--grep: expected a text to look for in the paths',
    });
  });
});
