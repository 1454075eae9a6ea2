import { describe, expect, it } from 'vitest';
import type { CartAnswer } from '../ports/cart-types.ts';
import { answered, failed } from '../ports/gateway-failure.ts';
import { baseRestaurant } from '../ports/in-memory/sample-catalog.ts';
import { draft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { goToCheckoutFlow } from './go-to-checkout.ts';
import {
  cheeseBallsInCart,
  itemAdded,
  line,
  locationSet,
  menuItem,
  restaurantOpened,
  stateOf,
  yeoksam,
} from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('GoToCheckout', () => {
  it('identifies the guest, inserts the cart on the server and opens the checkout (spec 000 §4 "Checkout entry")', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'GoToCheckout' })
      .then({
        events: [
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
  });

  it('refuses an empty cart', async () => {
    await given([locationSet(), restaurantOpened()])
      .when({ type: 'GoToCheckout' })
      .then({ rejected: 'CART_EMPTY' });
  });
});

describe('GoToCheckout, its workflow driven with given answers', () => {
  const now = Date.parse('2026-11-21T12:00:00+09:00');
  const inCart = stateOf(cheeseBallsInCart, now);
  const device = { 'device.cookiesEnabled': true, 'device.isMobile': false };
  const flow = (state = inCart) => goToCheckoutFlow({ type: 'GoToCheckout' }, state, now);
  const server = {
    uuid: 'cart-9',
    signature: 'sig-9',
    adm_code: '1168064000',
    cart: { items: [], items_total: 15000, delivery_fee: 0, discounts: [], total: 15000 },
  } as unknown as NonNullable<CartAnswer['cart']>;

  it('identifies the guest and records the inserted cart', () => {
    const { result: decision, calls } = drive(flow(), {
      ...device,
      'gateway.anonymousCustomer': answered({ customer_id: 'guest-9' }),
      'gateway.submitCart': answered({ cart: server, delivery_info: null, errors: [] }),
      'gateway.discountInfo': failed({ kind: 'timeout' }),
    });
    expect(callNames(calls)).toEqual([
      'device.cookiesEnabled',
      'gateway.anonymousCustomer',
      'gateway.submitCart',
      'gateway.discountInfo',
    ]);
    expect(decision).toEqual({
      events: [
        draft('CustomerIdentified', { customerId: 'guest-9', anonymous: true }),
        draft('CheckoutStarted', { restaurantId: 1001 }),
        draft('CartInserted', {
          uuid: 'cart-9',
          signature: 'sig-9',
          admCode: '1168064000',
          paymentKind: 'online',
        }),
      ],
      navigate: '/checkout/',
    });
  });

  it('records a failed insert (the server down)', () => {
    const { result: decision } = drive(flow(), {
      ...device,
      'gateway.anonymousCustomer': answered({ customer_id: 'guest-9' }),
      'gateway.submitCart': failed({ kind: 'network' }),
    });
    expect(decision.rejection?.code).toBe('SERVICE_PROBLEM');
    expect(decision.events.map((e) => e.type)).toEqual([
      'CustomerIdentified',
      'CheckoutStarted',
      'CartInsertFailed',
    ]);
  });

  it('refuses a moved delivery point the restaurant does not reach (spec 000 §8 "Outside the delivery area")', () => {
    const moved = stateOf(
      [...cheeseBallsInCart, locationSet({ ...yeoksam, point: { lat: 37.6, lng: 127.1 } })],
      now,
    );
    const { result: decision, calls } = drive(flow(moved), {
      'gateway.restaurant': answered({ ...baseRestaurant, reachable: false }),
    });
    expect(callNames(calls)).toEqual(['gateway.restaurant']);
    expect(decision).toMatchObject({
      events: [],
      rejection: { code: 'OUTSIDE_DELIVERY_AREA' },
      navigate: '/location/',
    });
  });

  it('refuses below the minimum order before any call', () => {
    const one = stateOf([locationSet(), restaurantOpened(), itemAdded(line(menuItem('치즈볼'), 1))], now);
    const { result, calls } = drive(flow(one), device);
    expect(callNames(calls)).toEqual(['device.cookiesEnabled']);
    expect(result).toMatchObject({
      events: [],
      rejection: { code: 'MIN_ORDER_BLOCKED' },
    });
  });
});
