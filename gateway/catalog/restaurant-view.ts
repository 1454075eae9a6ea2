// The restaurant as detail, list and search answer it (contract/restaurants.ts `Restaurant`),
// computed for the customer's point and the gateway's clock.
//
// Decisions where the spec is silent:
// - `open` is the evaluated state (the flag and open_hours at the gateway's clock), the value the
//   client's "closed" popup reads; `is_open` (the vd merge) repeats it.
// - `adjusted_delivery_fee` is the fee an order starts at: the pricing rule's fee for an items
//   total of 0 (the lowest tier, else the base fee). The reference gateway has no distance surcharge.
// - `open_hours` are the seed's, when it gives any, so a closed restaurant can say when it opens.
// - `estimated_delivery_time` is 20 minutes plus 5 per started kilometre, as a 10-minute range.
import type * as t from 'io-ts';
import type { Restaurant } from '../../contract/restaurants.ts';
import type { GeoPoint } from '../../domain/location/geo-point.ts';
import { deliveryFee } from '../../domain/pricing/index.ts';
import { isOpenAt } from '../../domain/restaurant/open-hours.ts';
import { distanceM, reaches } from './distance.ts';
import type { StoredRestaurant } from './restaurant-store.ts';

export type WireRestaurant = t.TypeOf<typeof Restaurant>;

/** spec 000 §3: "the franchise category counts as sponsoring". */
export const SPONSORING_CATEGORY = '프랜차이즈';

export interface ViewContext {
  /** The customer's point; null when the query has none (then nothing is reachable). */
  readonly point: GeoPoint | null;
  readonly now: number;
  /** Merge the delivery data of spec 000 §7 (vd with a point). */
  readonly merge: boolean;
}

/** "20~30분" style range for a distance in metres. */
export function estimatedDeliveryMinutes(metres: number): number {
  return 20 + 5 * Math.ceil(metres / 1000);
}

export function restaurantView(r: StoredRestaurant, view: ViewContext): WireRestaurant {
  const d = r.doc;
  const open = isOpenAt(d, view.now);
  const origin = { lat: d.lat, lng: d.lng };
  const metres = view.point === null ? null : distanceM(origin, view.point);
  const minutes = metres === null ? null : estimatedDeliveryMinutes(metres);
  return {
    id: d.id,
    name: d.name,
    serving_type: d.serving_type,
    open,
    reachable: reaches(origin, r.radiusM, view.point),
    address: d.address,
    categories: [...d.categories],
    payment_methods: [...d.payment_methods],
    except_cash: d.except_cash,
    min_order_amount: d.min_order_amount,
    delivery_fee: d.delivery_fee,
    free_delivery_threshold: d.free_delivery_threshold,
    delivery_fee_by_order_amounts:
      d.delivery_fee_by_order_amounts === null
        ? null
        : { basic: d.delivery_fee_by_order_amounts.basic.map((tier) => ({ ...tier })) },
    discount_percent: d.discount_percent,
    discount_from: d.discount_from,
    discount_until: d.discount_until,
    discounts: d.discounts,
    rating: d.rating,
    review_avg: d.review_avg,
    review_count: d.review_count,
    open_time_description: d.open_time_description,
    stock_management: d.stock_management,
    has_disposable_menu: d.has_disposable_menu,
    unorderable_under_min_order_value: d.unorderable_under_min_order_value,
    default_price: d.default_price,
    ...(d.country_origin === undefined ? {} : { country_origin: d.country_origin }),
    ...(d.introduction_by_owner === undefined
      ? {}
      : {
          introduction_by_owner: {
            introduction_text: d.introduction_by_owner.introduction_text,
            images: [...d.introduction_by_owner.images],
          },
        }),
    lat: d.lat,
    lng: d.lng,
    distance: metres === null ? null : Math.round(metres),
    estimated_delivery_time: minutes === null ? null : `${minutes}~${minutes + 10}분`,
    logo_url: d.introduction_by_owner?.images[0] ?? null,
    ...(d.open_hours === undefined || d.open_hours.length === 0
      ? {}
      : { open_hours: d.open_hours.map((h) => ({ from: h.from, to: h.to })) }),
    ...(view.merge ? { is_open: open, adjusted_delivery_fee: deliveryFee(d, 0) } : {}),
  };
}
