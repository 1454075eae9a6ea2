// Addresses and delivery areas: reverse geocode, geocode, district search, restaurants available,
// place extra info (spec 000 §3 "Location", §7; spec 001 §3 "Location", §7).
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import { Count, GeoPoint, Id, nullable, TextLimit, text, withOptional } from './primitives.ts';
import { LatParam, LngParam, PointParam } from './query-params.ts';

/** One address type's parts (spec 000 §3 "detailed parts for law, road and admin address types"). */
export const AddressParts = t.type(
  { sido: t.string, sigugun: t.string, dongmyun: t.string, ri: nullable(t.string), detail: t.string },
  'AddressParts',
);

/**
 * Designed: one geocoder place. `address` is the lot (지번) address, `road_address` the road one
 * (도로명); sido/sigugun/dongmyun repeat the law parts for the district and list pages;
 * `parts` has all three address types when the geocoder knows them.
 */
export const Place = withOptional(
  'Place',
  {
    address: t.string,
    road_address: nullable(t.string),
    zipcode: t.string,
    point: GeoPoint,
    sido: t.string,
    sigugun: t.string,
    dongmyun: t.string,
    adm_code: t.string,
  },
  {
    parts: t.type(
      { law: AddressParts, road: nullable(AddressParts), admin: nullable(AddressParts) },
      'PlaceParts',
    ),
  },
);

/** Designed: search answers list places best first; `total` may exceed the items returned. */
export const PlaceList = t.type({ total: Count, items: t.array(Place) }, 'PlaceList');

export const PointQuery = closed('PointQuery', { lat: LatParam, lng: LngParam });
export const GeocodeQuery = closed('GeocodeQuery', { address: text(TextLimit.line) });
/** District search: the typed query, near the given point. */
export const DistrictSearchQuery = closed('DistrictSearchQuery', {
  query: text(TextLimit.line),
  lat: LatParam,
  lng: LngParam,
});
export const AvailabilityQuery = closed('AvailabilityQuery', { point: PointParam });

/** Reverse geocoding answers the nearest place; null when nothing is near (designed). */
export const ReverseGeocode = nullable(Place);

/** zip_code null: no restaurant delivers there; message says why (spec 001 §5 "Location"). */
export const Availability = t.type({ zip_code: nullable(t.string), message: t.string }, 'Availability');

/**
 * Designed (the spec shows neither query nor answer): the place-partner entry resolves its place id
 * into a delivery point and, when the place is a restaurant we serve, its id. A temporary failure of
 * the partner service is the error object with error_code NOT_AVAILABLE (spec 001 §8).
 */
export const PlaceExtraInfoQuery = closed('PlaceExtraInfoQuery', { place_id: text(TextLimit.code) });
export const PlaceExtraInfo = t.type(
  { place_id: t.string, restaurant_id: nullable(Id), address: t.string, zipcode: t.string, point: GeoPoint },
  'PlaceExtraInfo',
);

export const geoCalls = [
  get('geo.reverse-geocode', 'gateway', '/adiyo/geocode/reverse', {
    query: PointQuery,
    response: ReverseGeocode,
  }),
  get('geo.geocode', 'gateway', '/adiyo/geocode', { query: GeocodeQuery, response: PlaceList }),
  /** Path not shown in the spec: designed next to the geocoder. */
  get('geo.district-search', 'gateway', '/adiyo/districts/search', {
    query: DistrictSearchQuery,
    response: PlaceList,
  }),
  get('geo.restaurants-available', 'api', '/api/v1/geo-restaurants-available/', {
    query: AvailabilityQuery,
    response: Availability,
  }),
  get('geo.place-extra-info', 'api', '/naverplace/extrainfo/', {
    query: PlaceExtraInfoQuery,
    response: PlaceExtraInfo,
  }),
] as const;
