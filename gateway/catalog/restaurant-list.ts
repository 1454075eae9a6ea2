// GET /api/v2/restaurants and GET {gateway}/discovery/search/restaurant (spec 000 §7): the
// restaurants delivering to the point, by category, sorted and paged, optionally by keyword.
//
// Decisions where the spec is silent:
// - Only restaurants that reach the point are listed (a delivery app shows what delivers to you);
//   out-of-range ones are still opened by id (the restaurant page's "not reachable" popup).
//   App-only (od) restaurants are listed: the web explains them when opened (spec 000 §4).
// - category is a Korean category name (the shell's route slug), 'all' or '전체' (every
//   restaurant); anything else is a 400 naming `category`.
// - items (the page size) defaults to 60 and may be 1..60; a page past the end is empty.
// - pagination adds total_count (every restaurant of the list, all pages), which the spec's
//   {current_page, total_pages} cannot say.
// - section: '준비중' for closed restaurants, '추천 음식점' for sponsoring ones under rank, else null.

import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { calls } from '../../contract/calls.ts';
import type { RestaurantListQuery } from '../../contract/restaurants.ts';
import { RESTAURANT_PAGE_SIZE } from '../../domain/content/list-paging.ts';
import { MINUTE_MS } from '../../domain/content/seoul-time.ts';
import { SERVER_LABELS } from '../../domain/content/server-labels.ts';
import { ALL_CATEGORY, isCategory } from '../../domain/shell/categories.ts';
import { DEFAULT_SORT_ORDER, type SortOrder } from '../../domain/shell/sort-options.ts';
import type { GatewayContext } from '../context.ts';
import { type Answer, answer, serveCall } from '../http/serve-call.ts';
import { cachedAnswer } from './catalog-cache.ts';
import { isKeywordLongEnough, restaurantMatches, SEARCH_MIN_KEYWORD } from './keyword-match.ts';
import { sortRestaurants } from './list-order.ts';
import { badField } from './refusals.ts';
import { listRestaurants, listRestaurantsWithMenus, type StoredRestaurant } from './restaurant-store.ts';
import { restaurantView, SPONSORING_CATEGORY, type WireRestaurant } from './restaurant-view.ts';

type ListQuery = t.TypeOf<typeof RestaurantListQuery>;

/** The category filter: null for every restaurant, undefined for a name we do not know. */
export function categoryFilter(category: string | undefined): string | null | undefined {
  if (category === undefined || category === '' || category === 'all' || category === ALL_CATEGORY)
    return null;
  return isCategory(category) ? category : undefined;
}

function section(r: WireRestaurant, order: SortOrder): string | null {
  if (!r.open) return SERVER_LABELS.ko.closed;
  return order === 'rank' && r.categories.includes(SPONSORING_CATEGORY) ? SERVER_LABELS.ko.recommended : null;
}

async function candidates(
  ctx: GatewayContext,
  category: string | null,
  keyword: string | null,
): Promise<readonly StoredRestaurant[]> {
  if (keyword === null) return listRestaurants(ctx.db, category);
  const all = await listRestaurantsWithMenus(ctx.db, category);
  return all.filter((r) => restaurantMatches(r.doc, r.menu, keyword));
}

export async function restaurantPage(ctx: GatewayContext, call: string, query: ListQuery): Promise<Answer> {
  const category = categoryFilter(query.category);
  if (category === undefined) {
    return badField(
      call,
      'category',
      `expected a category name (치킨, 한식, ...) or all, got ${JSON.stringify(query.category)}`,
    );
  }
  const keyword = query.search === undefined || query.search.trim() === '' ? null : query.search.trim();
  if (keyword !== null && !isKeywordLongEnough(keyword)) {
    return badField(
      call,
      'search',
      `expected at least ${SEARCH_MIN_KEYWORD} characters, got ${JSON.stringify(query.search)}`,
    );
  }
  const size = query.items ?? RESTAURANT_PAGE_SIZE;
  if (size < 1 || size > RESTAURANT_PAGE_SIZE) {
    return badField(call, 'items', `expected a page size within 1..${RESTAURANT_PAGE_SIZE}, got ${size}`);
  }
  const page = query.page ?? 1;
  const order = query.order ?? DEFAULT_SORT_ORDER;
  const point = { lat: query.lat, lng: query.lng };
  const now = ctx.clock.now();
  const reachable = (await candidates(ctx, category, keyword))
    .map((r) => restaurantView(r, { point, now, merge: false }))
    .filter((r) => r.reachable);
  const sorted = sortRestaurants(reachable, order);
  const restaurants = sorted
    .slice((page - 1) * size, page * size)
    .map((r) => ({ ...r, section: section(r, order) }));
  return answer({
    restaurants,
    pagination: {
      current_page: page,
      total_pages: Math.ceil(sorted.length / size),
      total_count: sorted.length,
    },
  });
}

/**
 * The page from the catalogue cache. The clock enters the answer only through `open`, which
 * domain/restaurant/open-hours.ts decides to the minute: an answer is kept for its minute.
 */
function cachedPage(ctx: GatewayContext, call: string, query: ListQuery): Promise<Answer> {
  const minute = Math.floor(ctx.clock.now() / MINUTE_MS);
  return cachedAnswer(ctx.db, `${call} ${minute} ${JSON.stringify(query)}`, () =>
    restaurantPage(ctx, call, query),
  );
}

export function registerRestaurantList(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['restaurant.list'], ({ query }) =>
    cachedPage(ctx, 'restaurant.list', query),
  );
  serveCall(app, ctx.serve, calls['restaurant.search'], async ({ query }) => {
    if (!isKeywordLongEnough(query.search)) {
      return badField(
        'restaurant.search',
        'search',
        `expected at least ${SEARCH_MIN_KEYWORD} characters, got ${JSON.stringify(query.search)}`,
      );
    }
    // incoming_service_type ('food') is accepted: the reference gateway serves food only.
    const { incoming_service_type: _service, ...list } = query;
    return cachedPage(ctx, 'restaurant.search', list);
  });
}
