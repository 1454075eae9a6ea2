// In-memory catalogue queries for tests: the restaurant list 60 a page with its pagination, search
// by name, the information tab, reviews 10 a page (newest first as stored), rating and reports.
import { RESTAURANT_PAGE_SIZE, REVIEW_PAGE_SIZE } from '../../content/list-paging.ts';
import type { Restaurant } from '../../restaurant/types.ts';
import type { CatalogQueries, RestaurantPage } from '../catalog-queries.ts';
import { answered, failed, type GatewayResult } from '../gateway-failure.ts';
import { type CallGuard, callGuard } from './call-guard.ts';
import type { InMemoryCatalog } from './gateway.ts';

export interface InMemoryCatalogQueries extends CatalogQueries {
  readonly calls: Map<string, number>;
  readonly failNext: CallGuard<keyof CatalogQueries>['failNext'];
}

function pageOf(list: readonly Restaurant[], page: number): RestaurantPage {
  const start = (page - 1) * RESTAURANT_PAGE_SIZE;
  return {
    restaurants: list.slice(start, start + RESTAURANT_PAGE_SIZE),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(list.length / RESTAURANT_PAGE_SIZE)),
      total_count: list.length,
    },
  };
}

const notFound: GatewayResult<never> = failed({
  kind: 'rejected',
  status: 404,
  message: 'no such restaurant',
});

export function inMemoryCatalogQueries(catalog: InMemoryCatalog): InMemoryCatalogQueries {
  const { guard, calls, failNext } = callGuard<keyof CatalogQueries>();
  const listed = catalog.listed ?? catalog.restaurants.map((r) => r.restaurant);
  const inCategory = (category: string | null) =>
    listed.filter((r) => category === null || category === 'all' || r.categories.includes(category));
  const reviewsOf = (id: number) => (catalog.reviews ?? []).filter((r) => r.restaurant_id === id);
  const report = () => answered({ message: '신고가 접수되었습니다.', error_code: null });

  return {
    calls,
    failNext,
    restaurantList: (q) => guard('restaurantList', () => answered(pageOf(inCategory(q.category), q.page))),
    searchRestaurants: (q) =>
      guard('searchRestaurants', () =>
        answered(
          pageOf(
            inCategory(q.category).filter((r) => r.name.includes(q.keyword)),
            q.page,
          ),
        ),
      ),
    restaurantInfo: (id) =>
      guard('restaurantInfo', () => {
        const r = catalog.restaurants.find((e) => e.restaurant.id === id)?.restaurant;
        if (r === undefined) return notFound;
        const intro = r.introduction_by_owner;
        return answered({
          restaurant_id: r.id,
          name: r.name,
          address: r.address,
          open_time_description: r.open_time_description,
          country_origin: r.country_origin ?? null,
          introduction_by_owner:
            intro === undefined
              ? null
              : { introduction_text: intro.introduction_text, images: [...(intro.images ?? [])] },
          images: [],
        });
      }),
    reviews: (q) =>
      guard('reviews', () => {
        const all = reviewsOf(q.restaurantId).filter((r) => !q.onlyPhotoReview || r.review_images.length > 0);
        const start = (q.page - 1) * REVIEW_PAGE_SIZE;
        return answered(all.slice(start, start + REVIEW_PAGE_SIZE));
      }),
    rating: (id) =>
      guard('rating', () => {
        const all = reviewsOf(id);
        const sum = all.reduce((n, r) => n + r.rating, 0);
        return answered({ review_avg: all.length === 0 ? null : sum / all.length, review_count: all.length });
      }),
    reportReview: () => guard('reportReview', report),
    reportReply: () => guard('reportReply', report),
  };
}
