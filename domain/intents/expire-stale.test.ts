import { describe, expect, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { cheeseBallsInCart, locationSet, restaurantOpened, yeoksam } from './testing/facts.ts';
import { given } from './testing/given.ts';

const min = 60_000;

describe('ExpireStale', () => {
  it('records nothing while the location and the restaurant are within their lifetimes', async () => {
    await given([locationSet(), restaurantOpened()])
      .when({ type: 'ExpireStale' }, { after: 10 * min - 1 })
      .then({ events: [] });
  });

  it('forgets the restaurant read 10 minutes ago, keeping the location (spec 000 §9 "Session restaurant lifetime | 10 min")', async () => {
    const { store } = await given([locationSet(), restaurantOpened()])
      .when({ type: 'ExpireStale' }, { after: 10 * min })
      .then({ events: [draft('RestaurantExpired', { restaurantId: 1001, openedAt: expect.any(Number) })] });
    expect(store.getState().catalog).toBeNull();
    expect(store.projections().session.location).toEqual(yeoksam);
  });

  it('forgets the location set 20 minutes ago, and the cart stays (spec 000 §9 "Session location lifetime | 20 min")', async () => {
    const { store } = await given(cheeseBallsInCart)
      .when({ type: 'ExpireStale' }, { after: 20 * min })
      .then({
        events: [
          draft('LocationExpired', { setAt: expect.any(Number) }),
          draft('RestaurantExpired', { restaurantId: 1001, openedAt: expect.any(Number) }),
        ],
      });
    expect(store.projections().session.location).toBeNull();
    expect(store.projections().cart.items.map((i) => [i.name, i.amount])).toEqual([['치즈볼', 3]]);
  });

  it('records an expiry once: a second ExpireStale finds nothing left to forget', async () => {
    const { store } = await given([locationSet()])
      .when({ type: 'ExpireStale' }, { after: 25 * min })
      .run();
    const again = await store.dispatch({ type: 'ExpireStale' });
    expect(again.kind).toBe('accepted');
    expect(again.events).toEqual([]);
  });

  it('then asks for the location again when a restaurant is opened (spec 000 §8 unknown location)', async () => {
    const { store } = await given([locationSet()])
      .when({ type: 'ExpireStale' }, { after: 20 * min })
      .run();
    const opened = await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
    expect(opened.kind).toBe('rejected');
    if (opened.kind === 'rejected') expect(opened.rejection.code).toBe('LOCATION_UNKNOWN');
  });
});
