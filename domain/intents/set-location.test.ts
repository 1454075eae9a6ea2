import { describe, expect, it } from 'vitest';
import { answered, failed } from '../ports/gateway-failure.ts';
import { sampleCatalog } from '../ports/in-memory/sample-catalog.ts';
import { draft } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { setLocationFlow } from './set-location.ts';
import { cheeseBallsInCart, locationSet, stateOf, yeoksam } from './testing/facts.ts';
import { given } from './testing/given.ts';

const [yeoksamPlace, seochoPlace] = sampleCatalog.places;

describe('SetLocation', () => {
  it('records the geocoded location with the zip code that delivers there (spec 001 §4 "Location")', async () => {
    await given()
      .when({ type: 'SetLocation', address: '역삼동' })
      .then({ events: [locationSet(yeoksam)] });
  });

  it('refuses an empty address', async () => {
    await given().when({ type: 'SetLocation', address: ' ' }).then({ rejected: 'TOOLTIP_ENTER_ADDRESS' });
  });
});

describe('SetLocation, its workflow driven with given answers', () => {
  const command = { type: 'SetLocation', address: '서초동' } as const;
  const flow = (state: State) => setLocationFlow(command, state);

  it('clears a cart built for another zip code', () => {
    const { result: decision } = drive(flow(stateOf(cheeseBallsInCart)), {
      'gateway.geocode': answered(seochoPlace === undefined ? [] : [seochoPlace]),
      'gateway.restaurantsAvailable': answered({ zip_code: '06611', message: '' }),
    });
    expect(decision.events.map((e) => e.type)).toEqual(['CartCleared', 'LocationSet']);
  });

  it('keeps the cart when the location changes on the checkout screen (spec 001 §4 "the screen is not checkout")', () => {
    const { result: decision } = drive(
      setLocationFlow({ ...command, fromCheckout: true }, stateOf(cheeseBallsInCart)),
      {
        'gateway.geocode': answered(seochoPlace === undefined ? [] : [seochoPlace]),
        'gateway.restaurantsAvailable': answered({ zip_code: '06611', message: '' }),
      },
    );
    expect(decision.events.map((e) => e.type)).toEqual(['LocationSet']);
  });

  it("says the server's text when no zip code delivers there", () => {
    const { result: decision } = drive(flow(stateOf([])), {
      'gateway.geocode': answered(yeoksamPlace === undefined ? [] : [yeoksamPlace]),
      'gateway.restaurantsAvailable': answered({ zip_code: null, message: '서비스 지역이 아닙니다.' }),
    });
    expect(decision.rejection).toEqual({ code: 'NOT_SERVICE_AREA', message: '서비스 지역이 아닙니다.' });
  });

  it("goes on with the place's zip code when the availability call failed", () => {
    const { result: decision } = drive(flow(stateOf([])), {
      'gateway.geocode': answered(yeoksamPlace === undefined ? [] : [yeoksamPlace]),
      'gateway.restaurantsAvailable': failed({ kind: 'network' }),
    });
    expect(decision.events).toEqual([
      draft('LocationSet', { location: { ...yeoksam, address_input: '서초동' } }),
    ]);
  });

  it('refuses a place the geocoder does not know, without asking where it delivers', () => {
    const { result: decision, calls } = drive(flow(stateOf([])), { 'gateway.geocode': answered([]) });
    expect(decision.rejection?.code).toBe('ADDRESS_NOT_FOUND');
    expect(callNames(calls)).toEqual(['gateway.geocode']);
  });
});
