import { describe, expect, it } from 'vitest';
import { cartRouteRedirect } from './cart-route.ts';

const phoneWithCart = {
  mobile: true,
  restaurantId: 1001,
  lines: [{ disposable: false }, { disposable: true }],
  lastRestaurantId: 1001,
};

describe('cartRouteRedirect', () => {
  it('shows the cart on a phone when it holds menu lines of a restaurant', () => {
    expect(cartRouteRedirect(phoneWithCart)).toBeNull();
  });

  it('sends a wide screen to the restaurant page, where the cart is a column', () => {
    expect(cartRouteRedirect({ ...phoneWithCart, mobile: false })).toEqual({
      name: 'restaurant',
      restaurantId: 1001,
    });
  });

  it('sends an empty cart to the last restaurant opened, or home when there is none', () => {
    const empty = { mobile: true, restaurantId: null, lines: [] };
    expect(cartRouteRedirect({ ...empty, lastRestaurantId: 1002 })).toEqual({
      name: 'restaurant',
      restaurantId: 1002,
    });
    expect(cartRouteRedirect({ ...empty, lastRestaurantId: null })).toEqual({
      name: 'home',
      reset: false,
      hadQuery: false,
    });
  });

  it('does not show a cart holding only the required disposable item', () => {
    expect(cartRouteRedirect({ ...phoneWithCart, lines: [] })).toEqual({
      name: 'restaurant',
      restaurantId: 1001,
    });
  });
});

describe('cartRouteRedirect with the disposable line alone', () => {
  it('sends a phone to the restaurant page when the cart holds only the required disposable item', () => {
    expect(cartRouteRedirect({ ...phoneWithCart, lines: [{ disposable: true }] })).toEqual({
      name: 'restaurant',
      restaurantId: 1001,
    });
  });
});

describe('cartRouteRedirect without a known restaurant', () => {
  it('sends a phone with lines but no restaurant to the last restaurant opened', () => {
    expect(cartRouteRedirect({ ...phoneWithCart, restaurantId: null, lastRestaurantId: 7 })).toEqual({
      name: 'restaurant',
      restaurantId: 7,
    });
  });
});
