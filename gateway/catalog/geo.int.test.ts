// The geocoder over districts.json and the availability check, over HTTP (spec 000 §7, spec 001 §4
// "Location change", §5 "Location", §8 "Not a service area").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { call, GANGNAM, ok } from './testing/wire.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

const BUSAN = { lat: 35.1796, lng: 129.0756 };
const SEGOK = { lat: 37.4641, lng: 127.1049 }; // 세곡동: a district no restaurant reaches

describe('reverse geocoding', () => {
  it('answers the nearest district at the asked point, with its lot and road address parts', async () => {
    const place = await ok(gateway.url, 'geo.reverse-geocode', { payload: GANGNAM });
    expect(place).toMatchObject({
      dongmyun: '역삼동',
      zipcode: '06236',
      point: GANGNAM,
      address: '서울 강남구 역삼동 823',
      road_address: '서울 강남구 테헤란로 152',
      adm_code: '1168006236',
      parts: { law: { detail: '823' }, road: { dongmyun: '테헤란로', detail: '152' } },
    });
  });

  it('answers null far from every district', async () => {
    expect(await ok(gateway.url, 'geo.reverse-geocode', { payload: BUSAN })).toBeNull();
  });
});

describe('geocoding by address text', () => {
  const geocode = (address: string) => ok(gateway.url, 'geo.geocode', { payload: { address } });

  it('matches a road address, a lot address and a full legal name, best first', async () => {
    expect((await geocode('테헤란로 152')).items[0]?.dongmyun).toBe('역삼동');
    expect((await geocode('역삼동 823')).items[0]?.zipcode).toBe('06236');
    expect((await geocode('서울특별시 서초구 양재동')).items.map((p) => p.dongmyun)).toEqual(['양재동']);
  });

  it('a gu finds its dongs; initial consonants find a dong; nothing found is an empty list', async () => {
    expect((await geocode('강남구')).total).toBe(14);
    expect((await geocode('ㅇㅅ')).items.map((p) => p.dongmyun)).toContain('역삼동');
    expect(await geocode('부산 해운대구')).toEqual({ total: 0, items: [] });
  });

  it('an empty address is a 400 naming address', async () => {
    expect(await call(gateway.url, 'geo.geocode', { payload: { address: ' ' } })).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.address') },
    });
  });
});

describe('district search', () => {
  it('orders the matching districts by distance from the point, 10 at most', async () => {
    const found = await ok(gateway.url, 'geo.district-search', {
      payload: { query: '동', lat: 37.4437, lng: 127.0441 },
    });
    expect(found.total).toBe(24);
    expect(found.items).toHaveLength(10);
    expect(found.items[0]?.dongmyun).toBe('원지동');
  });
});

describe('restaurants available', () => {
  const available = (point: string) => ok(gateway.url, 'geo.restaurants-available', { payload: { point } });

  it('answers the zipcode of the district of a point some restaurant delivers to', async () => {
    expect(await available(`${GANGNAM.lat},${GANGNAM.lng}`)).toEqual({ zip_code: '06236', message: '' });
  });

  it('answers zip_code null with "서비스 지역이 아닙니다." where nothing delivers or no district is near', async () => {
    const none = { zip_code: null, message: '서비스 지역이 아닙니다.' };
    expect(await available(`${SEGOK.lat},${SEGOK.lng}`)).toEqual(none);
    expect(await available(`${BUSAN.lat},${BUSAN.lng}`)).toEqual(none);
  });

  it('a point that is not "lat,lng" is a 400 naming point', async () => {
    expect(
      await call(gateway.url, 'geo.restaurants-available', { payload: { point: '37.5' } }),
    ).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.point') },
    });
  });
});

describe('place extra info (the sandbox place partner)', () => {
  it('resolves np-<restaurant id> to the restaurant, its point and district zipcode', async () => {
    expect(await ok(gateway.url, 'geo.place-extra-info', { payload: { place_id: 'np-1001' } })).toMatchObject(
      {
        place_id: 'np-1001',
        restaurant_id: 1001,
        address: '서울 강남구 역삼동 823-1',
        zipcode: '06236',
      },
    );
  });

  it('np-unavailable is the partner outage (503 NOT_AVAILABLE); an unknown place is a 404', async () => {
    expect(
      await call(gateway.url, 'geo.place-extra-info', { payload: { place_id: 'np-unavailable' } }),
    ).toMatchObject({
      status: 503,
      body: { error_code: 'NOT_AVAILABLE' },
    });
    expect(
      await call(gateway.url, 'geo.place-extra-info', { payload: { place_id: 'np-4040404' } }),
    ).toMatchObject({
      status: 404,
    });
  });
});
