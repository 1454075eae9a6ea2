import { left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { RestaurantsOptions } from '../commands/restaurants-command.ts';
import { across, decodeFlags, fields, flag, flagName, optional } from './flag-codec.ts';

const Amount = flag('Amount', t.number.is, (raw) =>
  /^\d+$/.test(raw) ? right(Number(raw)) : left(`expected a whole number, got ${raw}`),
);

describe('flag codecs', () => {
  it("names a flag as it is typed, from commander's key", () => {
    expect(flagName('addressDetail')).toBe('--address-detail');
    expect(flagName('now')).toBe('--now');
  });

  it('refuses with the first wrong flag in declaration order, named', () => {
    // given a command whose two flags are both wrong
    const Options = fields({ minAmount: Amount, maxAmount: Amount });

    // when its options are decoded
    const decoded = decodeFlags(Options, { maxAmount: 'x', minAmount: 'y' });

    // then the first declared one is refused, by its flag
    expect(decoded).toEqual(left('--min-amount: expected a whole number, got y'));
  });

  it('decodes good flags into typed options, an absent one to its default', () => {
    const Options = fields({ amount: optional(Amount, 1), label: optional(t.string, undefined) });
    expect(decodeFlags(Options, { label: 'a', other: true })).toEqual(right({ amount: 1, label: 'a' }));
    expect(decodeFlags(Options, { amount: '3' })).toEqual(right({ amount: 3, label: undefined }));
  });

  it('says a rule over several flags whole', () => {
    const Range = across(
      'Range',
      { min: Amount, max: Amount },
      t.type({ min: t.number, max: t.number }),
      (r) => (r.min <= r.max ? right(r) : left('--min and --max: min comes first')),
    );
    expect(decodeFlags(Range, { min: '3', max: '2' })).toEqual(left('--min and --max: min comes first'));
    expect(decodeFlags(Range, { min: 'a', max: '2' })).toEqual(left('--min: expected a whole number, got a'));
  });
});

describe('jumun restaurants flags', () => {
  const flags = { sort: 'rank', page: '1' };

  it('takes an address over a point, a point from --lat and --lng, else Gangnam station', () => {
    expect(decodeFlags(RestaurantsOptions, { ...flags, address: '역삼동', lat: 'x' })).toMatchObject(
      right({ place: { address: '역삼동' } }),
    );
    expect(decodeFlags(RestaurantsOptions, { ...flags, lat: '37.5', lng: '127' })).toMatchObject(
      right({ place: { point: { lat: 37.5, lng: 127 } } }),
    );
    expect(decodeFlags(RestaurantsOptions, flags)).toMatchObject(
      right({ place: { point: { lat: 37.498168, lng: 127.02761 } }, category: null, json: false }),
    );
  });

  it('refuses --lat without --lng, after the flags checked before it', () => {
    expect(decodeFlags(RestaurantsOptions, { ...flags, lat: '37.5' })).toEqual(
      left('--lat and --lng: give both, as numbers'),
    );
    expect(decodeFlags(RestaurantsOptions, { ...flags, page: '0', lat: '37.5' })).toEqual(
      left('--page: expected a page number ≥ 1, got 0'),
    );
  });
});
