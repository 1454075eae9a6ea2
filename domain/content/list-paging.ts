// Paging of the restaurant list (infinite scroll) and of a restaurant's reviews (spec 000 §2, §4, §9).
// Decision: both count pages from 1; a failed review page may be asked again (it is not "exhausted").

export const RESTAURANT_PAGE_SIZE = 60;
export const REVIEW_PAGE_SIZE = 10;
/** Load more when the viewport bottom is this close to the page bottom. */
export const LOAD_MORE_DISTANCE_PX = 200;
/** A page shorter than the window plus this slack cannot be scrolled, so it loads more at once. */
export const SHORT_PAGE_SLACK_PX = 50;

export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly windowHeight: number;
  readonly documentHeight: number;
}

export interface Pagination {
  readonly current_page: number;
  readonly total_pages: number;
  /** How many the whole list holds, when the gateway says (contract/restaurants.ts `Pagination`). */
  readonly total_count?: number;
}

export function hasMoreRestaurantPages(pagination: Pagination): boolean {
  return pagination.current_page < pagination.total_pages;
}

/** The page to ask for next, or null when the list is complete. */
export function nextRestaurantPage(pagination: Pagination | null): number | null {
  if (pagination === null) return 1;
  return hasMoreRestaurantPages(pagination) ? pagination.current_page + 1 : null;
}

export function isNearBottom(m: ScrollMetrics): boolean {
  return m.documentHeight - (m.scrollTop + m.windowHeight) <= LOAD_MORE_DISTANCE_PX;
}

export function isShortPage(m: ScrollMetrics): boolean {
  return m.documentHeight < m.windowHeight + SHORT_PAGE_SLACK_PX;
}

export function shouldLoadMoreRestaurants(
  metrics: ScrollMetrics,
  pagination: Pagination,
  loading: boolean,
): boolean {
  if (loading || !hasMoreRestaurantPages(pagination)) return false;
  return isNearBottom(metrics) || isShortPage(metrics);
}

// ── reviews: a reducer over paging events ──

export interface ReviewPaging {
  /** The page the next request asks for. */
  readonly nextPage: number;
  readonly loading: boolean;
  /** A page came back with fewer than REVIEW_PAGE_SIZE reviews: there is nothing more. */
  readonly exhausted: boolean;
}

export type ReviewPagingEvent =
  | { readonly type: 'ReviewPageRequested' }
  | { readonly type: 'ReviewPageLoaded'; readonly count: number }
  | { readonly type: 'ReviewPageFailed' }
  | { readonly type: 'ReviewFilterChanged' };

export const initialReviewPaging: ReviewPaging = { nextPage: 1, loading: false, exhausted: false };

export function canLoadMoreReviews(state: ReviewPaging): boolean {
  return !state.loading && !state.exhausted;
}

export function reviewPaging(state: ReviewPaging, event: ReviewPagingEvent): ReviewPaging {
  switch (event.type) {
    case 'ReviewPageRequested':
      return canLoadMoreReviews(state) ? { ...state, loading: true } : state;
    case 'ReviewPageLoaded':
      if (!state.loading) return state;
      return {
        nextPage: state.nextPage + 1,
        loading: false,
        exhausted: event.count < REVIEW_PAGE_SIZE,
      };
    case 'ReviewPageFailed':
      return { ...state, loading: false };
    case 'ReviewFilterChanged': // photo-only on or off: the list starts over
      return initialReviewPaging;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The query of the reviews call for the current state (spec 000 §7 "sort 'time', count 10, page"). */
export function reviewPageQuery(state: ReviewPaging, onlyPhoto: boolean) {
  return {
    sort: 'time',
    count: REVIEW_PAGE_SIZE,
    page: state.nextPage,
    only_photo_review: onlyPhoto,
  } as const;
}
