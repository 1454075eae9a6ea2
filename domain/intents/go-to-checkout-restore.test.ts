// GoToCheckout with the cart's restaurant read forgotten by an expiry (spec 000 §9): it is read
// again for the location now set, and the checkout goes on; a failed read refuses as before.
import { describe, expect, it } from 'vitest';
import { failed } from '../ports/gateway-failure.ts';
import { baseRestaurant, chickenMenu } from '../ports/in-memory/sample-catalog.ts';
import { draft } from '../store/decision.ts';
import { cheeseBallsInCart, locationSet, yeoksam } from './testing/facts.ts';
import { given } from './testing/given.ts';

/** The cart kept through both expiries, and the location set again. */
const expiredThenLocated = [
  ...cheeseBallsInCart,
  draft('LocationExpired', { setAt: 0 }),
  draft('RestaurantExpired', { restaurantId: baseRestaurant.id, openedAt: 0 }),
  locationSet(),
];

describe('GoToCheckout after the restaurant read expired', () => {
  it('reads the cart restaurant again for the location now set, then opens the checkout', async () => {
    const { outcome, store } = await given(expiredThenLocated)
      .when({ type: 'GoToCheckout' })
      .then({
        events: [
          draft('RestaurantOpened', {
            restaurant: baseRestaurant,
            menu: chickenMenu,
            staff: false,
            point: yeoksam.point,
          }),
          draft('CustomerIdentified', { customerId: 'guest-1', anonymous: true }),
          draft('CheckoutStarted', { restaurantId: 1001 }),
          draft('CartInserted', {
            uuid: 'cart-2',
            signature: 'sig-cart-2-15000',
            admCode: '1168064000',
            paymentKind: 'online',
          }),
          draft('DiscountInfoLoaded', {
            canUseCoupon: true,
            onlineAdditionalDiscount: 0,
            onlineRestaurantDiscount: 0,
          }),
        ],
        navigate: '/checkout/',
      });
    expect(outcome.kind).toBe('accepted');
    expect(store.getState().catalog?.restaurant.id).toBe(1001);
  });

  it('refuses as before when the read fails', async () => {
    await given(expiredThenLocated, { gateway: { menu: async () => failed({ kind: 'timeout' }) } })
      .when({ type: 'GoToCheckout' })
      .then({ rejected: 'SERVICE_PROBLEM' });
  });

  it('refuses as before without a location to read the restaurant for', async () => {
    await given(expiredThenLocated.slice(0, -1))
      .when({ type: 'GoToCheckout' })
      .then({ rejected: 'RESTAURANT_LOAD_FAILED' });
  });
});
