import { isLeft } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decodeFlags } from '../flags/flag-codec.ts';
import { isCi, runTarget } from './cassette-flags.ts';

const check = (flags: Record<string, unknown>, ci = false) => {
  const decoded = decodeFlags(runTarget(ci), flags);
  return isLeft(decoded) ? decoded.left : decoded.right;
};

describe('the cassette flags of jumun run', () => {
  it('choose replay for --cassette, lockdown under CI, record for --record', () => {
    expect(check({ cassette: 'c.json' })).toMatchObject({ cassetteMode: 'replay' });
    expect(check({ cassette: 'c.json' }, true)).toMatchObject({ cassetteMode: 'lockdown' });
    expect(check({ record: 'c.json' }, true)).toMatchObject({ cassetteMode: 'record' });
    expect(check({ cassette: 'c.json', cassetteMode: 'once' }, true)).toMatchObject({ cassetteMode: 'once' });
    expect(check({})).not.toHaveProperty('cassetteMode');
  });

  it.each([
    [
      { cassetteMode: 'rewind', cassette: 'c.json' },
      '--cassette-mode: expected one of replay, record, once, passthrough, lockdown, got rewind',
    ],
    [{ cassette: 'c.json', record: 'd.json' }, '--record PATH is --cassette PATH --cassette-mode record'],
    [{ record: 'd.json', cassetteMode: 'once' }, '--record records: it cannot go with --cassette-mode once'],
    [{ cassetteMode: 'once' }, '--cassette-mode needs --cassette PATH'],
    [{ expire: '30' }, '--expire needs --cassette PATH'],
    [{ volatile: ['body.a'] }, '--volatile needs --cassette PATH'],
    [{ cassette: 'c.json', expire: 'soon' }, '--expire: expected a number of days > 0, got soon'],
    [{ cassette: 'c.json', expire: '0' }, '--expire: expected a number of days > 0, got 0'],
    [{ cassette: 'c.json', failOnExpired: true }, '--fail-on-expired needs --expire DAYS'],
    [{ cassette: 'c.json', volatile: ['memo'] }, '--volatile memo: start with body.'],
    [
      { cassette: 'c.json', cassetteMode: 'lockdown', gateway: 'http://h' },
      '--cassette-mode lockdown never goes to the network',
    ],
    [
      { cassette: 'c.json', cassetteMode: 'record', expire: '3' },
      '--expire: --cassette-mode record reads no cassette',
    ],
    [
      { cassette: 'c.json', cassetteMode: 'passthrough', volatile: ['body.a'] },
      '--volatile: --cassette-mode passthrough',
    ],
    [{ gateway: 'http://h', profile: 'p.json' }, '--gateway and --profile both say where requests go'],
  ])('refuse %j naming the flags', (flags, message) => {
    expect(check(flags)).toEqual(expect.stringContaining(message));
  });

  it('let replay and once name a gateway for the live side', () => {
    expect(check({ cassette: 'c.json', gateway: 'http://h' })).toMatchObject({
      cassetteMode: 'replay',
      gateway: 'http://h',
    });
    expect(
      check({ cassette: 'c.json', gateway: 'http://h', cassetteMode: 'once', expire: '1.5' }),
    ).toMatchObject({
      expire: 1.5,
    });
  });

  it('read CI as CI providers set it', () => {
    expect([undefined, '', '0', 'false', 'FALSE'].map(isCi)).toEqual([false, false, false, false, false]);
    expect(['true', '1', 'yes'].map(isCi)).toEqual([true, true, true]);
  });
});
