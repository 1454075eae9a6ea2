import { describe, expect, it } from 'vitest';
import { restaurant } from '../../contract/samples/restaurant.ts';
import { disposableMenu, menuItem } from '../cart/testing/cart-builders.ts';
import type { Location } from '../events/events.ts';
import { DEFAULT_POINT } from '../location/geo-point.ts';
import { rejection } from '../result.ts';
import { SESSION_RESTAURANT_LIFETIME_MS } from '../storage-lifetimes.ts';
import type { CatalogState } from '../store/state.ts';
import { heldReadOutlives, heldRestaurantRead } from './held-read.ts';

const OPENED_AT = Date.parse('2026-11-21T12:00:00+09:00');
const home: Location = {
  address: '서울 강남구 테헤란로 152',
  road_address: '서울 강남구 테헤란로 152',
  address_input: '테헤란로 152',
  zipcode: '06236',
  point: DEFAULT_POINT,
  sido: '서울',
  sigugun: '강남구',
  dongmyun: '역삼동',
  method: 'manual',
};
const read: CatalogState = {
  restaurant,
  menu: disposableMenu(menuItem()),
  staff: false,
  openedAt: OPENED_AT,
  point: DEFAULT_POINT,
};
const held = (catalog: CatalogState | null, location: Location | null = home) => ({
  catalog,
  session: { location },
});
const ask = { restaurantId: restaurant.id, now: OPENED_AT + 60_000 };

describe('the held restaurant read a reopened page shows at once', () => {
  it('is the read of the same restaurant for the customer’s location, within its 10 minutes (spec 000 §9 "Session restaurant lifetime | 10 min")', () => {
    expect(heldRestaurantRead(held(read), ask)).toBe(read);
    const lastMoment = OPENED_AT + SESSION_RESTAURANT_LIFETIME_MS - 1;
    expect(heldRestaurantRead(held(read), { ...ask, now: lastMoment })).toBe(read);
  });

  it('is none once the read has expired, for another restaurant, or with nothing held', () => {
    const expired = OPENED_AT + SESSION_RESTAURANT_LIFETIME_MS;
    expect(heldRestaurantRead(held(read), { ...ask, now: expired })).toBeNull();
    expect(heldRestaurantRead(held(read), { ...ask, restaurantId: 1026 })).toBeNull();
    expect(heldRestaurantRead(held(null), ask)).toBeNull();
  });

  it('is none when the read was for another point than the location now, or there is no location (its reachable answer was for that point)', () => {
    const moved = { ...home, point: { lat: 37.5, lng: 127.03 } };
    expect(heldRestaurantRead(held(read, moved), ask)).toBeNull();
    expect(heldRestaurantRead(held(read, null), ask)).toBeNull();
    // a log written before the read kept its point
    expect(heldRestaurantRead(held({ ...read, point: null }), ask)).toBeNull();
  });

  it('is none when its entry rules would refuse it: the fresh read’s popup says so first (spec 000 §4 "Restaurant page entry")', () => {
    for (const refused of [
      { ...restaurant, open: false },
      { ...restaurant, reachable: false },
      { ...restaurant, serving_type: 'od' as const },
    ]) {
      expect(heldRestaurantRead(held({ ...read, restaurant: refused }), ask)).toBeNull();
    }
  });

  it('in the staff view, is the staff read for the view’s own point, closed or not; never a customer read (spec 000 §4 "In the staff view the open and reachable checks are skipped.")', () => {
    const staffPoint = { lat: 37.51, lng: 127.04 };
    const staffRead = { ...read, staff: true, point: staffPoint, restaurant: { ...restaurant, open: false } };
    expect(heldRestaurantRead(held(staffRead), { ...ask, staffPoint })).toBe(staffRead);
    expect(heldRestaurantRead(held(staffRead), { ...ask, staffPoint: DEFAULT_POINT })).toBeNull();
    expect(heldRestaurantRead(held(read), { ...ask, staffPoint: DEFAULT_POINT })).toBeNull();
    expect(heldRestaurantRead(held(staffRead), ask)).toBeNull();
  });

  it('stays when its fresh read could not reach the gateway, not when the read was refused (spec 001 §8)', () => {
    expect(heldReadOutlives(rejection('SERVICE_PROBLEM', {}, { failure: 'network' }))).toBe(true);
    expect(heldReadOutlives(rejection('RESTAURANT_NOT_FOUND', { id: '1001' }))).toBe(false);
    expect(heldReadOutlives(rejection('RESTAURANT_LOAD_FAILED'))).toBe(false);
    expect(heldReadOutlives(rejection('TOKEN_EXPIRED'))).toBe(false);
  });
});
