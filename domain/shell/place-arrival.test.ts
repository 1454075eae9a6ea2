import { describe, expect, it } from 'vitest';
import { answered, failed } from '../ports/gateway-failure.ts';
import { placeArrival } from './place-arrival.ts';

const RULE = 'spec 001 §8 "Place-partner entry error"';
const point = { lat: 37.5, lng: 127.03 };

describe('place partner arrival', () => {
  it('sets the place point and opens its restaurant when it is one', () => {
    expect(placeArrival(answered({ restaurant_id: 1001, point }))).toEqual({
      kind: 'set',
      point,
      restaurantId: 1001,
    });
    expect(placeArrival(answered({ restaurant_id: null, point }))).toEqual({
      kind: 'set',
      point,
      restaurantId: null,
    });
  });

  it(`says the partner service has a temporary error for NOT_AVAILABLE and server errors (${RULE})`, () => {
    const notAvailable = failed({ kind: 'rejected', status: 409, code: 'NOT_AVAILABLE' });
    expect(placeArrival(notAvailable)).toEqual({
      kind: 'error',
      message: 'PLACE_PARTNER_NOT_AVAILABLE',
      go: '/location/',
    });
    expect(placeArrival(failed({ kind: 'unavailable', status: 503 }))).toMatchObject({
      message: 'PLACE_PARTNER_NOT_AVAILABLE',
    });
  });

  it(`asks to set the address again for any other failure (${RULE})`, () => {
    for (const failure of [
      { kind: 'rejected', status: 404, code: 'not_found' },
      { kind: 'unavailable', status: 0 },
      { kind: 'network' },
      { kind: 'timeout' },
    ] as const)
      expect(placeArrival(failed(failure))).toEqual({
        kind: 'error',
        message: 'PLACE_PARTNER_ADDRESS_ERROR',
        go: '/location/',
      });
  });
});
