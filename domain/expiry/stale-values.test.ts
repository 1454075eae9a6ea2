import { describe, expect, it } from 'vitest';
import type { Event } from '../events/events.ts';
import { cheeseBallsInCart, locationSet, restaurantOpened } from '../intents/testing/facts.ts';
import { draft, type EventDraft } from '../store/decision.ts';
import { evolve } from '../store/evolve.ts';
import { replayState } from '../store/replay.ts';
import { nextExpiryAt } from './next-expiry.ts';
import { staleValues } from './stale-values.ts';

const min = 60_000;
const T0 = Date.parse('2026-03-02T12:00:00+09:00');

/** The state after the events, each at its own time. */
function stateOf(...timed: (readonly [EventDraft, number])[]) {
  return replayState(timed.map(([e, at]) => ({ ...e, metadata: { at } }) as Event));
}

describe('staleValues (spec 000 §9 "Session location lifetime | 20 min", "Session restaurant lifetime | 10 min")', () => {
  it('keeps a location for 20 minutes after it was set, and forgets it at 20', () => {
    const state = stateOf([locationSet(), T0]);
    expect(staleValues(state, T0 + 20 * min - 1)).toEqual([]);
    expect(staleValues(state, T0 + 20 * min)).toEqual([{ type: 'LocationExpired', data: { setAt: T0 } }]);
  });

  it('runs the location lifetime from the last time it was set, not the first', () => {
    const state = stateOf([locationSet(), T0], [locationSet(), T0 + 15 * min]);
    expect(staleValues(state, T0 + 30 * min)).toEqual([]);
    expect(staleValues(state, T0 + 35 * min)).toEqual([
      { type: 'LocationExpired', data: { setAt: T0 + 15 * min } },
    ]);
  });

  it('forgets the opened restaurant 10 minutes after it was read, the location still set', () => {
    const state = stateOf([locationSet(), T0], [restaurantOpened(), T0 + 5 * min]);
    expect(staleValues(state, T0 + 15 * min - 1)).toEqual([]);
    expect(staleValues(state, T0 + 15 * min)).toEqual([
      { type: 'RestaurantExpired', data: { restaurantId: 1001, openedAt: T0 + 5 * min } },
    ]);
  });

  it('answers both when both have run out, and nothing with nothing stored', () => {
    const state = stateOf([locationSet(), T0], [restaurantOpened(), T0]);
    expect(staleValues(state, T0 + 60 * min).map((e) => e.type)).toEqual([
      'LocationExpired',
      'RestaurantExpired',
    ]);
    expect(staleValues(stateOf(), T0 + 60 * min)).toEqual([]);
  });

  it('keeps the cart when both expire (the cart is its own session value, without lifetime)', () => {
    let state = stateOf(...cheeseBallsInCart.map((e) => [e, T0] as const));
    const cart = state.cart;
    expect(cart.items).toHaveLength(1);
    for (const e of staleValues(state, T0 + 21 * min))
      state = evolve(state, { ...e, metadata: { at: T0 + 21 * min } } as Event);
    expect(state.session.location).toBeNull();
    expect(state.catalog).toBeNull();
    expect(state.cart).toEqual(cart);
  });
});

describe('nextExpiryAt', () => {
  it('is the soonest lifetime end, or null with nothing that expires', () => {
    expect(nextExpiryAt(stateOf())).toBeNull();
    expect(nextExpiryAt(stateOf([locationSet(), T0]))).toBe(T0 + 20 * min);
    expect(nextExpiryAt(stateOf([locationSet(), T0], [restaurantOpened(), T0 + 2 * min]))).toBe(
      T0 + 12 * min,
    );
    expect(nextExpiryAt(stateOf([locationSet(), T0], [restaurantOpened(), T0 + 15 * min]))).toBe(
      T0 + 20 * min,
    );
  });

  it('counts a pending payment result from when its order was placed (10 minutes)', () => {
    const placed = draft('OrderPlaced', {
      orderNumber: 'A-1',
      total: 15000,
      outcome: 'wallet',
      redirectUrl: null,
    });
    const started = draft('CheckoutStarted', { restaurantId: 1001 });
    const state = stateOf([locationSet(), T0], [started, T0], [placed, T0 + 12 * min]);
    expect(nextExpiryAt(state)).toBe(T0 + 20 * min);
    const later = stateOf([locationSet(), T0 + 10 * min], [started, T0 + 10 * min], [placed, T0 + 12 * min]);
    expect(nextExpiryAt(later)).toBe(T0 + 22 * min);
    expect(staleValues(later, T0 + 22 * min - 1)).toEqual([]);
    expect(staleValues(later, T0 + 22 * min)).toEqual([
      { type: 'PlacedOrderExpired', data: { orderNumber: 'A-1', placedAt: T0 + 12 * min } },
    ]);
  });
});
