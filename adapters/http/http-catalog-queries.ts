// CatalogQueries over HTTP: restaurant list and search (60 a page), information tab, reviews (10 a
// page), rating and the two report calls.

import type * as t from 'io-ts';
import type { RestaurantList } from '../../contract/restaurants.ts';
import { RESTAURANT_PAGE_SIZE, REVIEW_PAGE_SIZE } from '../../domain/content/list-paging.ts';
import type { CatalogQueries, RestaurantListQuery } from '../../domain/ports/catalog-queries.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { mapOk } from './result-map.ts';
import { mergedRestaurant } from './wire-restaurant.ts';

function listQuery(q: RestaurantListQuery) {
  return {
    lat: q.point.lat,
    lng: q.point.lng,
    // 'all' (전체) is sent as no category (spec 000 §2).
    ...(q.category === null || q.category === 'all' ? {} : { category: q.category }),
    order: q.order,
    page: q.page,
    items: RESTAURANT_PAGE_SIZE,
  };
}

function pageOf(list: t.TypeOf<typeof RestaurantList>) {
  return { restaurants: list.restaurants.map(mergedRestaurant), pagination: list.pagination };
}

export function httpCatalogQueries({ client }: GatewayDeps): CatalogQueries {
  return {
    async restaurantList(q) {
      return mapOk(await client.callGateway('restaurant.list', {}, listQuery(q)), pageOf);
    },
    /** The caller's service type is 'food' (spec 000 §1). */
    async searchRestaurants(q) {
      const query = { ...listQuery(q), search: q.keyword, incoming_service_type: 'food' };
      return mapOk(await client.callGateway('restaurant.search', {}, query), pageOf);
    },
    restaurantInfo(restaurantId) {
      return client.callGateway('restaurant.info', { restaurant_id: restaurantId }, {});
    },
    reviews(q) {
      return client.callGateway(
        'review.list',
        { restaurant_id: q.restaurantId },
        { sort: 'time', count: REVIEW_PAGE_SIZE, page: q.page, only_photo_review: q.onlyPhotoReview },
      );
    },
    rating(restaurantId) {
      return client.callGateway('review.rating', { restaurant_id: restaurantId }, {});
    },
    reportReview(reviewId) {
      return client.callGateway('review.report', { reply_id: reviewId }, {});
    },
    reportReply(reviewId) {
      return client.callGateway('review.report-reply', { reply_id: reviewId }, {});
    },
  };
}
