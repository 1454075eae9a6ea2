// The restaurant list's infinite scroll, a query over the catalogue port (spec 000 §2 "The list
// loads more when scrolled within 200 px of the bottom, or when the page is shorter than window
// height plus 50", §7 "Restaurant list ... items=60. Returns restaurants and pagination
// {current_page, total_pages}", §9 "List page size | 60"). Queries record no events: the screen
// keeps this state and advances it with these functions. Decisions:
// - A restaurant already shown is not added again (ranks can move between two page requests).
// - A page that comes back empty ends the list whatever total_pages says, so scrolling cannot ask
//   forever; a failed page ends nothing and may be asked again.
// - An answer for another query or page (the category or sort changed meanwhile) is dropped.
// - The heading counts the whole list when the gateway says its total, else says "N곳 이상" until
//   the last page (restaurantCountTitle).
// - A failed page reads as every read of the catalogue does (content/read-failure.ts): no answer at
//   all is the network text, a server failure the list's own text, RESTAURANT_LOAD_FAILED (§8).
import {
  hasMoreRestaurantPages,
  isNearBottom,
  isShortPage,
  nextRestaurantPage,
  type Pagination,
  type ScrollMetrics,
} from '../content/list-paging.ts';
import { readFailureRejection } from '../content/read-failure.ts';
import { englishCount } from '../i18n/english-count.ts';
import { defineTexts } from '../i18n/texts.ts';
import type { CatalogQueries, RestaurantListQuery, RestaurantPage } from '../ports/catalog-queries.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Restaurant } from '../restaurant/types.ts';
import type { Rejection } from '../result.ts';
import type { Language } from '../shell/language.ts';

/** The list's query without the page; a keyword (2+ characters, checked by the caller) searches. */
export type RestaurantListFilter = Omit<RestaurantListQuery, 'page'> & { readonly keyword: string | null };

export interface RestaurantListPaging {
  readonly filter: RestaurantListFilter;
  readonly restaurants: readonly Restaurant[];
  /** The last page's pagination; null before the first page. */
  readonly pagination: Pagination | null;
  readonly loading: boolean;
  /** Nothing more to load. */
  readonly complete: boolean;
}

export interface RestaurantPageRequest {
  readonly filter: RestaurantListFilter;
  readonly page: number;
}

export interface RestaurantListLoad {
  readonly paging: RestaurantListPaging;
  /** Set when the page failed to load. */
  readonly rejection?: Rejection;
}

export function startRestaurantList(filter: RestaurantListFilter): RestaurantListPaging {
  return { filter, restaurants: [], pagination: null, loading: false, complete: false };
}

/** spec 000 §2: near the bottom or a page too short to scroll, and more to load. */
export function shouldLoadMoreRestaurants(paging: RestaurantListPaging, metrics: ScrollMetrics): boolean {
  return !paging.loading && !paging.complete && (isNearBottom(metrics) || isShortPage(metrics));
}

/** The next page to ask for, with the list marked loading; null while loading or when complete. */
export function requestRestaurantPage(
  paging: RestaurantListPaging,
): { readonly paging: RestaurantListPaging; readonly request: RestaurantPageRequest } | null {
  if (paging.loading || paging.complete) return null;
  const page = nextRestaurantPage(paging.pagination);
  if (page === null) return null;
  return { paging: { ...paging, loading: true }, request: { filter: paging.filter, page } };
}

const sameFilter = (a: RestaurantListFilter, b: RestaurantListFilter) =>
  a.point.lat === b.point.lat &&
  a.point.lng === b.point.lng &&
  a.category === b.category &&
  a.order === b.order &&
  a.keyword === b.keyword;

export function restaurantPageAnswered(
  paging: RestaurantListPaging,
  request: RestaurantPageRequest,
  answer: GatewayResult<RestaurantPage>,
): RestaurantListLoad {
  const expected = paging.loading && sameFilter(paging.filter, request.filter);
  if (!expected || request.page !== nextRestaurantPage(paging.pagination)) return { paging };
  if (!answer.ok) {
    return {
      paging: { ...paging, loading: false },
      rejection: readFailureRejection(answer.failure, 'RESTAURANT_LOAD_FAILED'),
    };
  }
  const { restaurants, pagination } = answer.value;
  const seen = new Set(paging.restaurants.map((r) => r.id));
  return {
    paging: {
      ...paging,
      restaurants: [...paging.restaurants, ...restaurants.filter((r) => !seen.has(r.id))],
      pagination,
      loading: false,
      complete: restaurants.length === 0 || !hasMoreRestaurantPages(pagination),
    },
  };
}

/**
 * The list's heading: "음식점 86곳" from the gateway's total (pagination.total_count), else the
 * count so far with "이상" while more pages remain ("음식점 60곳 이상": a number that grows as the
 * customer scrolls reads as a mistake), the count alone once complete; "음식점" before any page.
 */
export function restaurantCountTitle(paging: RestaurantListPaging, language: Language = 'ko'): string {
  const { pagination, restaurants } = paging;
  const t = countTitles[language];
  if (pagination === null) return t.none;
  if (pagination.total_count !== undefined) return t.count(pagination.total_count);
  const more = !paging.complete && hasMoreRestaurantPages(pagination);
  return more ? t.atLeast(restaurants.length) : t.count(restaurants.length);
}

/** The heading's words: in English "86 restaurants", "60+ restaurants", "Restaurants". */
const countTitles = defineTexts({
  ko: {
    none: '음식점',
    count: (n: number) => `음식점 ${n}곳`,
    atLeast: (n: number) => `음식점 ${n}곳 이상`,
  },
  en: {
    none: 'Restaurants',
    count: (n: number) => englishCount(n, 'restaurant', 'restaurants'),
    atLeast: (n: number) => `${n.toLocaleString('en-US')}+ restaurants`,
  },
});

export type RestaurantListCatalog = Pick<CatalogQueries, 'restaurantList' | 'searchRestaurants'>;

/** One page of the list: the list call, or the search call when there is a keyword (§7). */
export function fetchRestaurantPage(
  catalog: RestaurantListCatalog,
  request: RestaurantPageRequest,
): Promise<GatewayResult<RestaurantPage>> {
  const { keyword, ...list } = request.filter;
  return keyword === null
    ? catalog.restaurantList({ ...list, page: request.page })
    : catalog.searchRestaurants({ ...list, page: request.page, keyword });
}

/** The same filter gives the same key (a cache of lists, a React key). */
export function restaurantListKey(filter: RestaurantListFilter): string {
  const { point, category, order, keyword } = filter;
  return JSON.stringify([point.lat, point.lng, category, order, keyword]);
}

export async function loadNextRestaurantPage(
  catalog: RestaurantListCatalog,
  paging: RestaurantListPaging,
): Promise<RestaurantListLoad> {
  const next = requestRestaurantPage(paging);
  if (next === null) return { paging };
  const answer = await fetchRestaurantPage(catalog, next.request);
  return restaurantPageAnswered(next.paging, next.request, answer);
}
