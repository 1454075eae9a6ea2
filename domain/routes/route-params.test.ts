import { describe, expect, it } from 'vitest';
import { isZipcode, parseMenuId, parseRestaurantId, staffLocation } from './route-params.ts';

const ID = 'spec 000 §2 "The id is a positive number whose first digit is 1-9."';
const ZIP = 'spec 000 §2 "The zipcode segment must be digits."';

describe('route segments', () => {
  it(`reads a restaurant id starting with 1-9 (${ID})`, () => {
    expect(parseRestaurantId('1')).toBe(1);
    expect(parseRestaurantId('254671')).toBe(254671);
  });

  it(`refuses 0, a leading zero, signs and non-digits (${ID})`, () => {
    for (const s of ['0', '0123', '-5', '+5', '12a', '1.5', '', '１２'])
      expect(parseRestaurantId(s)).toBeNull();
    expect(parseRestaurantId('99999999999999999999')).toBeNull();
  });

  it(`accepts digit-only zipcodes, leading zero included (${ZIP})`, () => {
    expect(isZipcode('06236')).toBe(true);
    expect(isZipcode('0623a')).toBe(false);
    expect(isZipcode('')).toBe(false);
  });

  it('keeps any non-blank menu id for the screen to match (spec 000 §2 "If no item matches, a popup says the menu is not currently served.")', () => {
    expect(parseMenuId('5521')).toBe('5521');
    expect(parseMenuId(' ')).toBeNull();
  });

  it('reads the staff location only when all four parameters are valid (spec 000 §2 "Restaurant page opened with lat, lng, zipcode and address query parameters sets the location from that point (staff or backend view).")', () => {
    const q = new URLSearchParams({
      lat: '37.5',
      lng: '127.03',
      zipcode: '06236',
      address: '서울 강남구 역삼동',
    });
    expect(staffLocation(q)).toEqual({
      point: { lat: 37.5, lng: 127.03 },
      zipcode: '06236',
      address: '서울 강남구 역삼동',
    });
    q.set('lat', '37.5a');
    expect(staffLocation(q)).toBeUndefined();
    expect(staffLocation(new URLSearchParams({ lat: '37.5', lng: '127' }))).toBeUndefined();
  });
});
