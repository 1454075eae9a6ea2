// A restaurant's reviews, page by page, a query over the catalogue port (spec 000 §4 "Reviews load
// page by page. Loading stops when a page returns fewer than 10.", §7 "Reviews ... sort 'time',
// count 10, page, only_photo_review", §9 "Review page size | 10"). No events: the review tab keeps
// this state, advanced by the paging reducer of domain/content/list-paging.ts. Switching
// photo-only starts over; an answer for the other filter or an old page is dropped.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import {
  canLoadMoreReviews,
  initialReviewPaging,
  type ReviewPaging,
  reviewPaging,
} from '../content/list-paging.ts';
import type { CatalogQueries, Review, ReviewsQuery } from '../ports/catalog-queries.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Rejection } from '../result.ts';

export interface ReviewList {
  readonly restaurantId: number;
  readonly onlyPhoto: boolean;
  readonly reviews: readonly Review[];
  readonly paging: ReviewPaging;
}

export interface ReviewListLoad {
  readonly list: ReviewList;
  readonly rejection?: Rejection;
}

export function startReviews(restaurantId: number, onlyPhoto = false): ReviewList {
  return { restaurantId, onlyPhoto, reviews: [], paging: initialReviewPaging };
}

/** More may come until a page returns fewer than 10. */
export function hasMoreReviews(list: ReviewList): boolean {
  return !list.paging.exhausted;
}

/** The photo-only switch: the list starts over with the other filter. */
export function filterReviews(list: ReviewList, onlyPhoto: boolean): ReviewList {
  if (onlyPhoto === list.onlyPhoto) return list;
  return {
    ...list,
    onlyPhoto,
    reviews: [],
    paging: reviewPaging(list.paging, { type: 'ReviewFilterChanged' }),
  };
}

export function requestReviewPage(
  list: ReviewList,
): { readonly list: ReviewList; readonly query: ReviewsQuery } | null {
  if (!canLoadMoreReviews(list.paging)) return null;
  return {
    list: { ...list, paging: reviewPaging(list.paging, { type: 'ReviewPageRequested' }) },
    query: { restaurantId: list.restaurantId, page: list.paging.nextPage, onlyPhotoReview: list.onlyPhoto },
  };
}

export function reviewPageAnswered(
  list: ReviewList,
  query: ReviewsQuery,
  answer: GatewayResult<readonly Review[]>,
): ReviewListLoad {
  const current =
    list.paging.loading &&
    query.restaurantId === list.restaurantId &&
    query.onlyPhotoReview === list.onlyPhoto &&
    query.page === list.paging.nextPage;
  if (!current) return { list };
  if (!answer.ok) {
    return {
      list: { ...list, paging: reviewPaging(list.paging, { type: 'ReviewPageFailed' }) },
      rejection: gatewayFailureRejection(answer.failure, 'SERVICE_PROBLEM'),
    };
  }
  return {
    list: {
      ...list,
      reviews: [...list.reviews, ...answer.value],
      paging: reviewPaging(list.paging, { type: 'ReviewPageLoaded', count: answer.value.length }),
    },
  };
}

export async function loadNextReviews(
  catalog: Pick<CatalogQueries, 'reviews'>,
  list: ReviewList,
): Promise<ReviewListLoad> {
  const next = requestReviewPage(list);
  if (next === null) return { list };
  return reviewPageAnswered(next.list, next.query, await catalog.reviews(next.query));
}
