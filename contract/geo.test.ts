import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('geo calls', () => {
  it('decodes a reverse-geocoded place with its address parts', () => {
    const place = rightOf(
      decodeResponse(calls['geo.reverse-geocode'], sampleOf('geo.reverse-geocode').response),
    );
    expect(place?.zipcode).toBe('06236');
    expect(place?.parts?.law.dongmyun).toBe('역삼동');
  });

  it('names a point outside -90..90', () => {
    const body = edit(sampleOf('geo.geocode').response, ['items', 0, 'point', 'lat'], 137.5);
    expect(leftOf(decodeResponse(calls['geo.geocode'], body))).toMatchObject({
      path: '$.items[0].point.lat',
      message: 'expected a number within -90..90, got 137.5',
    });
  });

  it('reads the availability point as "lat,lng" and refuses anything else', () => {
    const call = calls['geo.restaurants-available'];
    expect(rightOf(decodeQuery(call, { point: '37.4995,127.0366' })).point).toEqual({
      lat: 37.4995,
      lng: 127.0366,
    });
    expect(leftOf(decodeQuery(call, { point: '37.4995' })).path).toBe('$.point');
    expect(
      rightOf(decodeResponse(call, { zip_code: null, message: '서비스 지역이 아닙니다.' })).zip_code,
    ).toBeNull();
  });

  it('decodes a district search and the place extra info', () => {
    const search = sampleOf('geo.district-search');
    expect(rightOf(decodeResponse(calls['geo.district-search'], search.response)).total).toBe(12);
    expect(leftOf(decodeQuery(calls['geo.district-search'], { query: '역삼' })).path).toBe('$.lat');
    const extra = sampleOf('geo.place-extra-info');
    expect(rightOf(decodeResponse(calls['geo.place-extra-info'], extra.response)).restaurant_id).toBe(
      1000101,
    );
  });
});
