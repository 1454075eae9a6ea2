import { describe, expect, it } from 'vitest';
import { answered, failed } from '../ports/gateway-failure.ts';
import { baseRestaurant, chickenMenu } from '../ports/in-memory/sample-catalog.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { openRestaurantFlow } from './open-restaurant.ts';
import { locationSet, restaurantOpened, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('OpenRestaurant', () => {
  it('records the restaurant and its menu for the delivery point (spec 000 §4 "Restaurant page")', async () => {
    await given([locationSet()])
      .when({ type: 'OpenRestaurant', restaurantId: 1001 })
      .then({ events: [restaurantOpened()] });
  });

  it('refuses without a location and sends the customer to set one (spec 000 §8 "Unknown location")', async () => {
    await given()
      .when({ type: 'OpenRestaurant', restaurantId: 1001 })
      .then({ rejected: 'LOCATION_UNKNOWN', navigate: '/location/' });
  });
});

describe('OpenRestaurant, its workflow driven with given answers', () => {
  const command = { type: 'OpenRestaurant', restaurantId: 1001 } as const;
  const located = stateOf([locationSet()]);
  const flow = () => openRestaurantFlow(command, located);

  it('records a closed restaurant but refuses ordering with the popup (spec 000 §4 "closed")', () => {
    const closed = { ...baseRestaurant, open: false };
    const { result: decision, calls } = drive(flow(), {
      'gateway.restaurant': answered(closed),
      'gateway.menu': answered(chickenMenu),
    });
    expect(callNames(calls)).toEqual(['gateway.restaurant', 'gateway.menu']);
    expect(decision.events.map((e) => e.type)).toEqual(['RestaurantOpened']);
    expect(decision.rejection).toBeDefined();
    // "Confirming returns to the list" (spec 000 §4)
    expect(decision.navigate).toBe('/restaurants/');
  });

  it('says an id the gateway does not know is not found, not a temporary failure', () => {
    const { result: decision } = drive(flow(), {
      'gateway.restaurant': failed({ kind: 'rejected', status: 404, message: 'not found' }),
      'gateway.menu': answered(chickenMenu),
    });
    expect(decision.rejection?.code).toBe('RESTAURANT_NOT_FOUND');
    expect(decision.rejection?.message).toContain(`${command.restaurantId}번 음식점을 찾을 수 없습니다`);
    expect(decision.events).toEqual([]);
  });

  it("refuses with the failure's text when the restaurant cannot be loaded", () => {
    const { result: decision } = drive(flow(), {
      'gateway.restaurant': failed({ kind: 'timeout' }),
      'gateway.menu': answered(chickenMenu),
    });
    expect(decision.rejection?.code).toBe('SERVICE_PROBLEM');
    expect(decision.events).toEqual([]);
  });
});
