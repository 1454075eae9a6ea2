// Restaurant, menu and place answers → the domain's entities.
import type * as t from 'io-ts';
import type { Place as WirePlace } from '../../contract/geo.ts';
import type { Restaurant } from '../../contract/restaurants.ts';
import type { Place } from '../../domain/ports/gateway.ts';

/**
 * For 'vd' the delivery data for the customer's point is merged in (spec 000 §7 "Restaurant
 * detail"): `is_open` and `adjusted_delivery_fee` replace the restaurant's own `open` and
 * `delivery_fee`, which is what the entry rules and the pricing need.
 */
export function mergedRestaurant<R extends Restaurant>(r: R): R {
  return { ...r, open: r.is_open ?? r.open, delivery_fee: r.adjusted_delivery_fee ?? r.delivery_fee };
}

/** A place without a road address (a lot without a road name) keeps '' there. */
export function placeOf(p: t.TypeOf<typeof WirePlace>): Place {
  return {
    address: p.address,
    road_address: p.road_address ?? '',
    zipcode: p.zipcode,
    point: p.point,
    sido: p.sido,
    sigugun: p.sigugun,
    dongmyun: p.dongmyun,
  };
}
