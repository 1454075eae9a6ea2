import { describe, expect, it } from 'vitest';
import { routeAfterLocationSet } from './after-location-set.ts';

const REDIRECT = 'spec 001 §4 "Valid zip code: the location is stored, history updated, redirect performed."';
const yeoksam = { sido: '서울', zipcode: '06236' };

describe('route after the location is set', () => {
  it(`opens the district list from home or nowhere (${REDIRECT})`, () => {
    const list = { name: 'district', city: '서울', zipcode: '06236' };
    expect(routeAfterLocationSet(yeoksam, null)).toEqual(list);
    expect(routeAfterLocationSet(yeoksam, { name: 'home', reset: false, hadQuery: false })).toEqual(list);
  });

  it(`goes back to the restaurant, the cart or checkout (${REDIRECT})`, () => {
    expect(
      routeAfterLocationSet(yeoksam, {
        name: 'restaurant',
        restaurantId: 1001,
        staffLocation: { point: { lat: 37, lng: 127 }, zipcode: '06236', address: 'x' },
      }),
    ).toEqual({ name: 'restaurant', restaurantId: 1001 });
    expect(routeAfterLocationSet(yeoksam, { name: 'restaurant', restaurantId: 1001, menuId: '7' })).toEqual({
      name: 'restaurant',
      restaurantId: 1001,
      menuId: '7',
    });
    expect(routeAfterLocationSet(yeoksam, { name: 'cart' })).toEqual({ name: 'cart' });
    expect(routeAfterLocationSet(yeoksam, { name: 'checkout', popup: { code: 'x', message: 'y' } })).toEqual({
      name: 'checkout',
    });
  });

  it(`keeps the category of the list the customer came from (${REDIRECT})`, () => {
    expect(routeAfterLocationSet(yeoksam, { name: 'category', category: '치킨' })).toEqual({
      name: 'district',
      city: '서울',
      zipcode: '06236',
      category: '치킨',
    });
    expect(
      routeAfterLocationSet(yeoksam, { name: 'district', city: '서울', zipcode: '06120', category: '한식' }),
    ).toEqual({ name: 'district', city: '서울', zipcode: '06236', category: '한식' });
  });

  it('opens a list without a district when the zipcode is unknown (spec 001 §4 "Availability error: proceeds anyway.")', () => {
    const unknown = { sido: '서울', zipcode: '' };
    expect(routeAfterLocationSet(unknown, null)).toEqual({ name: 'restaurants' });
    expect(routeAfterLocationSet(unknown, { name: 'category', category: '분식' })).toEqual({
      name: 'category',
      category: '분식',
    });
  });
});
