// restaurants/<id>.json: one restaurant with its menu and reviews, in the spec's shape
// (spec 000 §3 "Restaurant"). Fields the gateway computes per request (reachable) are not here;
// lat, lng and delivery_radius_m are what it computes them from.
import type * as t from 'io-ts';
import { RESTAURANT_CATEGORIES } from '../../domain/shell/categories.ts';
import { derive, list, nullable, oneOf, optional, strictStruct, withDefault } from './codec-kit.ts';
import { MenuCategory } from './menu-codec.ts';
import {
  Bool,
  ClockTime,
  Count,
  Id,
  ImagePath,
  IsoTime,
  Latitude,
  Longitude,
  Metres,
  NonEmptyString,
  Percent,
  Rating,
  Text,
  Won,
} from './primitives.ts';
import { Review } from './review-codec.ts';

/** The 12 categories in the shell's order ('전체', all, is never listed). */
export const CATEGORY_NAMES = RESTAURANT_CATEGORIES;

export const Category = oneOf(CATEGORY_NAMES, `one of the 12 category names (${CATEGORY_NAMES.join(', ')})`);
export const PaymentMethod = oneOf(['online', 'creditcard', 'cash']);

export const OpenHours = strictStruct('opening hours', { from: ClockTime, to: ClockTime });

export const DeliveryFeeTier = strictStruct('a delivery fee tier', { order_amount: Won, delivery_fee: Won });

export const AdditionalDeliveryDiscount = strictStruct('an additional delivery discount', {
  amount: Won,
  discount_mov: withDefault(Won, 0),
  is_per_menu: withDefault(Bool, false),
  only_for_member: withDefault(Bool, false),
});

export const RestaurantDiscounts = strictStruct('restaurant discounts', {
  additional: optional(
    strictStruct('additional discounts', { delivery: optional(nullable(AdditionalDeliveryDiscount)) }),
  ),
});

const RestaurantFields = strictStruct('a restaurant', {
  id: Id,
  name: NonEmptyString,
  serving_type: oneOf(['vd', 'od']),
  categories: list(Category),
  address: NonEmptyString,
  lat: Latitude,
  lng: Longitude,
  delivery_radius_m: Metres,
  open: Bool,
  open_hours: optional(list(OpenHours)),
  open_time_description: withDefault(Text, ''),
  payment_methods: list(PaymentMethod),
  except_cash: withDefault(Bool, false),
  min_order_amount: Won,
  delivery_fee: Won,
  free_delivery_threshold: withDefault(nullable(Won), null),
  delivery_fee_by_order_amounts: withDefault(
    nullable(strictStruct('delivery fee tiers', { basic: list(DeliveryFeeTier) })),
    null,
  ),
  discount_percent: withDefault(nullable(Percent), null),
  discount_from: withDefault(nullable(IsoTime), null),
  discount_until: withDefault(nullable(IsoTime), null),
  discounts: withDefault(nullable(RestaurantDiscounts), null),
  rating: optional(nullable(Rating)),
  review_avg: optional(nullable(Rating)),
  review_count: optional(Count),
  stock_management: withDefault(Bool, false),
  has_disposable_menu: withDefault(Bool, false),
  unorderable_under_min_order_value: withDefault(Bool, false),
  country_origin: optional(Text),
  introduction_by_owner: optional(
    strictStruct('an owner introduction', {
      introduction_text: Text,
      images: withDefault(list(ImagePath), []),
    }),
  ),
  default_price: withDefault(Won, 0),
  menu: list(MenuCategory),
  reviews: withDefault(list(Review), []),
});

type RestaurantFields = t.TypeOf<typeof RestaurantFields>;

export type RestaurantFile = Omit<RestaurantFields, 'rating' | 'review_avg' | 'review_count'> & {
  readonly rating: number | null;
  readonly review_avg: number | null;
  readonly review_count: number;
};

function averageRating(reviews: RestaurantFields['reviews']): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/**
 * Left out, review_count is the number of reviews given, review_avg their mean (one decimal)
 * and rating the review_avg. Given, they win: a QA seed may claim 1,200 reviews and list ten.
 */
export const RestaurantFile: t.Type<RestaurantFile, unknown, unknown> = derive(RestaurantFields, (r) => {
  const reviewAvg = r.review_avg === undefined ? averageRating(r.reviews) : r.review_avg;
  return {
    ...r,
    rating: r.rating === undefined ? reviewAvg : r.rating,
    review_avg: reviewAvg,
    review_count: r.review_count ?? r.reviews.length,
  };
});
