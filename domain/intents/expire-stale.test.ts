import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../menu/types.ts';
import { answered, failed } from '../ports/gateway-failure.ts';
import { baseRestaurant, chickenMenu } from '../ports/in-memory/sample-catalog.ts';
import { draft } from '../store/decision.ts';
import {
  checkoutOpened,
  cheeseBallsInCart,
  locationSet,
  restaurantOpened,
  yeoksam,
} from './testing/facts.ts';
import { given } from './testing/given.ts';

const min = 60_000;
const at = expect.any(Number);

/** The sample menu with every price 500원 dearer: what the gateway answers by now. */
const dearer: readonly MenuCategory[] = chickenMenu.map((c) => ({
  ...c,
  items: c.items.map((i) => ({ ...i, price: i.price + 500 })),
}));

describe('ExpireStale', () => {
  it('records nothing while the location and the restaurant are within their lifetimes', async () => {
    await given([locationSet(), restaurantOpened()])
      .when({ type: 'ExpireStale' }, { after: 10 * min - 1 })
      .then({ events: [] });
  });

  it('reads the restaurant again 10 minutes after it was read, the location holding (spec 000 §9 "Session restaurant lifetime | 10 min")', async () => {
    const { store, ports } = await given([locationSet(), restaurantOpened()], {
      gateway: (base) => ({
        menu: async (id, o) => ((await base.menu(id, o)).ok ? answered(dearer) : base.menu(id, o)),
      }),
    })
      .when({ type: 'ExpireStale' }, { after: 10 * min })
      .then({
        events: [
          draft('RestaurantExpired', { restaurantId: baseRestaurant.id, openedAt: at }),
          draft('RestaurantOpened', {
            restaurant: baseRestaurant,
            menu: dearer,
            staff: false,
            point: yeoksam.point,
          }),
        ],
      });
    expect(ports.gateway.calls.get('restaurant')).toBe(1);
    const catalog = store.getState().catalog;
    expect(catalog?.openedAt).toBe(ports.clock.now());
    expect(catalog?.menu).toEqual(dearer);
    expect(store.projections().session.location).toEqual(yeoksam);
  });

  it('forgets the restaurant when reading it again fails', async () => {
    const { store } = await given([locationSet(), restaurantOpened()], {
      gateway: { restaurant: async () => failed({ kind: 'timeout' }) },
    })
      .when({ type: 'ExpireStale' }, { after: 11 * min })
      .then({ events: [draft('RestaurantExpired', { restaurantId: baseRestaurant.id, openedAt: at })] });
    expect(store.getState().catalog).toBeNull();
  });

  it('forgets the restaurant now app-only instead of opening it again', async () => {
    await given([locationSet(), restaurantOpened()], {
      gateway: { restaurant: async () => answered({ ...baseRestaurant, serving_type: 'od' as const }) },
    })
      .when({ type: 'ExpireStale' }, { after: 11 * min })
      .then({ events: [draft('RestaurantExpired', { restaurantId: baseRestaurant.id, openedAt: at })] });
  });

  it('forgets the location set 20 minutes ago and the restaurant without reading it, the cart staying (spec 000 §9 "Session location lifetime | 20 min")', async () => {
    const { store, ports } = await given(cheeseBallsInCart)
      .when({ type: 'ExpireStale' }, { after: 20 * min })
      .then({
        events: [
          draft('LocationExpired', { setAt: at }),
          draft('RestaurantExpired', { restaurantId: baseRestaurant.id, openedAt: at }),
        ],
      });
    // No read for a location that is gone (the in-memory gateway counts each call it answers).
    expect([ports.gateway.calls.get('restaurant'), ports.gateway.calls.get('menu')]).toEqual([
      undefined,
      undefined,
    ]);
    expect(store.projections().session.location).toBeNull();
    expect(store.getState().catalog).toBeNull();
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

  describe('the pending payment result (spec 000 §9 "Local storage lifetime | 10 min")', () => {
    const placed = (outcome: 'payment-url' | 'thankyou') =>
      draft('OrderPlaced', {
        orderNumber: 'A-7',
        total: 15000,
        outcome,
        redirectUrl: outcome === 'thankyou' ? null : 'https://pg.example/pay/A-7',
      });
    const types = (ran: { outcome: { events: readonly { type: string }[] } }) =>
      ran.outcome.events.map((e) => e.type);

    it('forgets an order handed to a payment page 10 minutes after it was placed: the checkout starts again, the cart kept', async () => {
      const early = await given([...checkoutOpened(), placed('payment-url')])
        .when({ type: 'ExpireStale' }, { after: 10 * min - 1 })
        .run();
      expect(types(early)).toEqual([]);
      const ran = await given([...checkoutOpened(), placed('payment-url')])
        .when({ type: 'ExpireStale' }, { after: 10 * min })
        .run();
      // The restaurant read is as old: it expires and is read again.
      expect(types(ran)).toEqual(['RestaurantExpired', 'PlacedOrderExpired', 'RestaurantOpened']);
      expect(ran.outcome.events[1]).toMatchObject({
        data: { orderNumber: 'A-7', placedAt: ran.ports.clock.now() - 10 * min },
      });
      const checkout = ran.store.getState().checkout;
      expect(checkout.stage).toBe('idle');
      expect(checkout.order).toBeNull();
      expect(ran.store.projections().cart.items.map((i) => [i.name, i.amount])).toEqual([['치즈볼', 3]]);
    });

    it('keeps an order that went to its thank-you page, and one whose payment came back', async () => {
      const thankYou = await given([...checkoutOpened(), placed('thankyou')])
        .when({ type: 'ExpireStale' }, { after: 15 * min })
        .run();
      expect(types(thankYou)).not.toContain('PlacedOrderExpired');
      expect(thankYou.store.getState().checkout.stage).toBe('placed');
      const loaded = draft('OrderLoaded', {
        order: {
          order_number: 'A-7',
          restaurant_id: baseRestaurant.id,
          restaurant_name: baseRestaurant.name,
          status: 'paid',
          items: [],
          total_order_amount: 15000,
          payment_amount: 15000,
          payment_method: 'pg_card',
          min_order_amount: 15000,
        },
      });
      const paid = await given([...checkoutOpened(), placed('payment-url'), loaded])
        .when({ type: 'ExpireStale' }, { after: 15 * min })
        .run();
      expect(types(paid)).not.toContain('PlacedOrderExpired');
    });
  });
});
