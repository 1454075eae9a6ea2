// The catalogue's queries: restaurant list and search, the information tab, reviews and their
// reports (spec 000 §2-§3, §7). They create no events; the screens show their answers.
import type { ResponseOf } from '../../contract/calls.ts';
import type { RestaurantSort } from '../../contract/restaurants.ts';
import type { Pagination } from '../content/list-paging.ts';
import type { Restaurant } from '../restaurant/types.ts';
import type { GeoPoint } from './gateway.ts';
import type { GatewayResult } from './gateway-failure.ts';

export interface RestaurantListQuery {
  readonly point: GeoPoint;
  /** The category slug; null for 'all' (전체), which is sent as no category. */
  readonly category: string | null;
  readonly order: RestaurantSort;
  /** 1-based; pages hold 60 restaurants (spec 000 §9). */
  readonly page: number;
}

export interface RestaurantPage {
  readonly restaurants: readonly Restaurant[];
  readonly pagination: Pagination;
}

/** The information tab (origin, owner introduction, images, seller information). */
export type RestaurantInfo = ResponseOf<'restaurant.info'>;

export interface ReviewsQuery {
  readonly restaurantId: number;
  /** 1-based; 10 reviews a page, fewer means the last page (spec 000 §4). */
  readonly page: number;
  readonly onlyPhotoReview: boolean;
}

export type Review = ResponseOf<'review.list'>[number];

/** spec 000 §3 "Review info: aggregated rating". */
export type ReviewRating = ResponseOf<'review.rating'>;

/** Both report calls: error_code null on success, 401 when not logged in (spec 000 §8). */
export type ReportAnswer = ResponseOf<'review.report'>;

export interface CatalogQueries {
  restaurantList(q: RestaurantListQuery): Promise<GatewayResult<RestaurantPage>>;
  /** The keyword needs 2 or more characters (checked by the caller, spec 000 §5 "Search"). */
  searchRestaurants(
    q: RestaurantListQuery & { readonly keyword: string },
  ): Promise<GatewayResult<RestaurantPage>>;
  restaurantInfo(restaurantId: number): Promise<GatewayResult<RestaurantInfo>>;
  reviews(q: ReviewsQuery): Promise<GatewayResult<readonly Review[]>>;
  rating(restaurantId: number): Promise<GatewayResult<ReviewRating>>;
  reportReview(reviewId: number): Promise<GatewayResult<ReportAnswer>>;
  reportReply(reviewId: number): Promise<GatewayResult<ReportAnswer>>;
}
