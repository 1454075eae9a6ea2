// Restaurant detail, list and search (spec 000 §3 "Restaurant", §7 the first three calls).
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import {
  ClockTime,
  Count,
  Id,
  IsoDateTime,
  Latitude,
  Longitude,
  nullable,
  readonlyArray,
  ServingType,
  TextLimit,
  text,
  Won,
  withOptional,
} from './primitives.ts';
import { CountParam, IdParam, LatParam, LngParam } from './query-params.ts';

export const RestaurantPaymentMethod = t.keyof({ online: null, creditcard: null, cash: null });
export type RestaurantPaymentMethod = t.TypeOf<typeof RestaurantPaymentMethod>;

export const DeliveryFeeTier = t.type({ order_amount: Won, delivery_fee: Won }, 'DeliveryFeeTier');
export type DeliveryFeeTier = t.TypeOf<typeof DeliveryFeeTier>;
export const DeliveryFeeByOrderAmounts = t.type(
  { basic: readonlyArray(DeliveryFeeTier) },
  'DeliveryFeeByOrderAmounts',
);

/** One range of opening hours on the Seoul clock; `to` before `from` runs past midnight. */
export const OpenHours = t.type({ from: ClockTime, to: ClockTime }, 'OpenHours');

export const AdditionalDeliveryDiscount = t.type(
  {
    /** Positive as configured; applied as a negative discount. */
    amount: Won,
    /** The order amount from which the discount applies ("discount minimum"). */
    discount_mov: Won,
    is_per_menu: t.boolean,
    only_for_member: t.boolean,
  },
  'AdditionalDeliveryDiscount',
);
export type AdditionalDeliveryDiscount = t.TypeOf<typeof AdditionalDeliveryDiscount>;

/**
 * The restaurant as detail and list answer it. `reachable` is computed for the point in the query
 * (false without one). The vd merge of spec 000 §7 adds `is_open` and `adjusted_delivery_fee`
 * (the fee for the customer's point); `open`/`delivery_fee` stay the restaurant's own values.
 * Designed list extras: `distance` (metres from the point), `estimated_delivery_time` ("30~40분"),
 * `logo_url`, `section` (the list's section group), `open_hours` (when the restaurant keeps hours:
 * a closed one says when it opens; optional, so an answer without it still decodes).
 */
export const Restaurant = withOptional(
  'Restaurant',
  {
    id: Id,
    name: t.string,
    serving_type: ServingType,
    open: t.boolean,
    reachable: t.boolean,
    address: t.string,
    categories: readonlyArray(t.string),
    payment_methods: readonlyArray(RestaurantPaymentMethod),
    except_cash: t.boolean,
    min_order_amount: Won,
    delivery_fee: Won,
    free_delivery_threshold: nullable(Won),
    delivery_fee_by_order_amounts: nullable(DeliveryFeeByOrderAmounts),
    discount_percent: nullable(t.number),
    /** The percent discount applies only inside these two (either may be null). */
    discount_from: nullable(IsoDateTime),
    discount_until: nullable(IsoDateTime),
    discounts: nullable(
      t.partial({ additional: t.partial({ delivery: nullable(AdditionalDeliveryDiscount) }) }),
    ),
    rating: nullable(t.number),
    review_avg: nullable(t.number),
    review_count: Count,
    open_time_description: t.string,
    stock_management: t.boolean,
    has_disposable_menu: t.boolean,
    unorderable_under_min_order_value: t.boolean,
    /** Added to the cart total (spec 000 §4 "Cart total = default_price plus ..."). */
    default_price: Won,
  },
  {
    country_origin: t.string,
    introduction_by_owner: withOptional(
      'IntroductionByOwner',
      { introduction_text: t.string },
      { images: readonlyArray(t.string) },
    ),
    lat: Latitude,
    lng: Longitude,
    is_open: t.boolean,
    adjusted_delivery_fee: Won,
    distance: nullable(t.number),
    estimated_delivery_time: nullable(t.string),
    logo_url: nullable(t.string),
    section: nullable(t.string),
    open_hours: readonlyArray(OpenHours),
  },
);
/** The restaurant the domain works with (and keeps in the event log, domain/codecs/entities.ts). */
export type Restaurant = t.TypeOf<typeof Restaurant>;

export const RestaurantSort = t.keyof({
  rank: null,
  review_avg: null,
  review_count: null,
  min_order_value: null,
  distance: null,
  estimated_delivery_time: null,
});
/** spec 000 §9 "Sort options"; the default is rank (the keys in this order are the list's menu). */
export type RestaurantSort = t.TypeOf<typeof RestaurantSort>;

export const RestaurantIdParams = closed('RestaurantIdParams', { restaurant_id: IdParam });

/** Without a point the answer has `reachable: false` and no vd merge (spec 000 §7). */
export const RestaurantDetailQuery = closed(
  'RestaurantDetailQuery',
  { serving_type: ServingType },
  { lat: LatParam, lng: LngParam, zip_code: text(TextLimit.code) },
);

const listOptional = {
  /** The category slug; 'all' (전체) is sent as no category. */
  category: text(TextLimit.code),
  order: RestaurantSort,
  page: IdParam,
  search: text(TextLimit.line),
  /** The page size, 60 (spec 000 §9). */
  items: CountParam,
};

export const RestaurantListQuery = closed(
  'RestaurantListQuery',
  { lat: LatParam, lng: LngParam },
  listOptional,
);

/** As the list, with the keyword required and the caller's service type ('food'). */
export const RestaurantSearchQuery = closed(
  'RestaurantSearchQuery',
  { lat: LatParam, lng: LngParam, search: text(TextLimit.line) },
  { ...listOptional, incoming_service_type: text(TextLimit.code) },
);

/**
 * spec 000 §7 "pagination {current_page, total_pages}"; `total_count`, how many restaurants the
 * whole list holds, is an addition (optional: an answer without it still decodes), so the list can
 * say "음식점 86곳" before its last page is read.
 */
export const Pagination = withOptional(
  'Pagination',
  { current_page: Count, total_pages: Count },
  { total_count: Count },
);

export const RestaurantList = t.type(
  {
    restaurants: readonlyArray(Restaurant),
    pagination: Pagination,
  },
  'RestaurantList',
);

export const restaurantCalls = [
  get('restaurant.detail', 'api', '/api/v2/restaurants/:restaurant_id', {
    params: RestaurantIdParams,
    query: RestaurantDetailQuery,
    response: Restaurant,
  }),
  get('restaurant.list', 'api', '/api/v2/restaurants', {
    query: RestaurantListQuery,
    response: RestaurantList,
  }),
  get('restaurant.search', 'gateway', '/discovery/search/restaurant', {
    query: RestaurantSearchQuery,
    response: RestaurantList,
  }),
] as const;
