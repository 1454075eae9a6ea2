import { describe, expect, it } from 'vitest';
import type { Route } from '../routes/route-table.ts';
import { isCartButtonVisible } from './cart-button.ts';

const SHOWN =
  'spec 001 §2 "Cart button, shown only with a set location, a non-empty cart and on the home, list, restaurant, location, policy or privacy screens."';
const visible = (route: Route, locationSet = true, cartItemCount = 2) =>
  isCartButtonVisible({ route, locationSet, cartItemCount });

describe('cart button', () => {
  it(`shows on home, lists, restaurant, location, policy and privacy (${SHOWN})`, () => {
    const routes: Route[] = [
      { name: 'home', reset: false, hadQuery: false },
      { name: 'restaurants' },
      { name: 'district', city: '서울', zipcode: '06236' },
      { name: 'category', category: '치킨' },
      { name: 'restaurant', restaurantId: 7 },
      { name: 'location' },
      { name: 'terms', doc: 'policy' },
      { name: 'terms', doc: 'privacy' },
    ];
    for (const route of routes) expect(visible(route)).toBe(true);
  });

  it(`hides on other screens (${SHOWN})`, () => {
    for (const route of [{ name: 'cart' }, { name: 'checkout' }, { name: 'login' }] as Route[]) {
      expect(visible(route)).toBe(false);
    }
    expect(visible({ name: 'terms', doc: 'collect_join' })).toBe(false);
  });

  it(`hides without a set location or with an empty cart (${SHOWN})`, () => {
    expect(visible({ name: 'restaurants' }, false)).toBe(false);
    expect(visible({ name: 'restaurants' }, true, 0)).toBe(false);
  });
});
