import { describe, expect, it } from 'vitest';
import type { RestaurantListQuery } from '../ports/catalog-queries.ts';
import { answered } from '../ports/gateway-failure.ts';
import { inMemoryCatalogQueries } from '../ports/in-memory/catalog-queries.ts';
import { baseRestaurant, sampleCatalog } from '../ports/in-memory/sample-catalog.ts';
import type { Restaurant } from '../restaurant/types.ts';
import {
  loadNextRestaurantPage,
  type RestaurantListFilter,
  requestRestaurantPage,
  restaurantCountTitle,
  restaurantListKey,
  restaurantPageAnswered,
  shouldLoadMoreRestaurants,
  startRestaurantList,
} from './restaurant-list-paging.ts';

const LIST =
  'spec 000 §7 "Restaurant list | GET /api/v2/restaurants | ... items=60. Returns restaurants and pagination {current_page, total_pages}."';
const listed = (n: number, category = '치킨'): Restaurant[] =>
  Array.from({ length: n }, (_, i) => ({
    ...baseRestaurant,
    id: 2000 + i,
    name: `음식점 ${i + 1}`,
    categories: [category],
  }));
const filter: RestaurantListFilter = {
  point: { lat: 37.5, lng: 127.03 },
  category: null,
  order: 'rank',
  keyword: null,
};

describe('restaurant list paging', () => {
  it(`loads 60 a page until the last page (${LIST})`, async () => {
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, listed: listed(130) });
    let paging = startRestaurantList(filter);
    const sizes: number[] = [];
    for (let i = 0; i < 4; i++) {
      paging = (await loadNextRestaurantPage(queries, paging)).paging;
      sizes.push(paging.restaurants.length);
    }

    expect(sizes).toEqual([60, 120, 130, 130]);
    expect(paging.pagination).toEqual({ current_page: 3, total_pages: 3, total_count: 130 });
    expect(paging.complete).toBe(true);
    expect(queries.calls.get('restaurantList')).toBe(3);
  });

  it('asks the pages in order with the filter, and searches with a keyword (spec 000 §7 "lat, lng, category, order, page, search")', async () => {
    const asked: RestaurantListQuery[] = [];
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, listed: listed(61) });
    const spy = {
      ...queries,
      restaurantList: (q: RestaurantListQuery) => {
        asked.push(q);
        return queries.restaurantList(q);
      },
    };
    let paging = startRestaurantList({ ...filter, category: '치킨' });
    paging = (await loadNextRestaurantPage(spy, paging)).paging;
    await loadNextRestaurantPage(spy, paging);
    expect(asked.map((q) => [q.page, q.category])).toEqual([
      [1, '치킨'],
      [2, '치킨'],
    ]);

    const found = await loadNextRestaurantPage(
      queries,
      startRestaurantList({ ...filter, keyword: '음식점 6' }),
    );
    expect(found.paging.restaurants.map((r) => r.name)).toEqual(['음식점 6', '음식점 60', '음식점 61']);
    expect(found.paging.complete).toBe(true);
  });

  it('keeps a restaurant once when it moves to the next page, and ends on an empty page', async () => {
    const pages = [listed(3), listed(4).slice(2), []];
    const queries = {
      restaurantList: (q: RestaurantListQuery) =>
        Promise.resolve(
          answered({
            restaurants: pages[q.page - 1] ?? [],
            pagination: { current_page: q.page, total_pages: 9 },
          }),
        ),
      searchRestaurants: () => Promise.reject(new Error('not searched')),
    };
    let paging = startRestaurantList(filter);
    for (let i = 0; i < 3; i++) paging = (await loadNextRestaurantPage(queries, paging)).paging;

    expect(paging.restaurants.map((r) => r.id)).toEqual([2000, 2001, 2002, 2003]);
    expect(paging.complete).toBe(true);
  });

  it('lets a failed page be asked again, with the list\'s failure text (spec 000 §8 "Restaurant load failure")', async () => {
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, listed: listed(70) });
    queries.failNext('restaurantList', { kind: 'unavailable', status: 503 });
    const failed = await loadNextRestaurantPage(queries, startRestaurantList(filter));
    expect(failed.rejection?.message).toBe('레스토랑 정보를 가져오지 못했습니다. 잠시 뒤 다시 시도해주세요.');
    expect(failed.paging).toMatchObject({ loading: false, complete: false, restaurants: [] });

    const retried = await loadNextRestaurantPage(queries, failed.paging);
    expect(retried.paging.restaurants).toHaveLength(60);
  });

  it('drops an answer for a list that changed meanwhile', () => {
    const first = requestRestaurantPage(startRestaurantList(filter));
    const other = requestRestaurantPage(startRestaurantList({ ...filter, category: '피자' }));
    if (first === null || other === null) throw new Error('expected requests');
    const answer = answered({ restaurants: listed(1), pagination: { current_page: 1, total_pages: 1 } });

    expect(restaurantPageAnswered(other.paging, first.request, answer).paging).toBe(other.paging);
    expect(requestRestaurantPage(first.paging)).toBeNull();
  });

  it('loads more near the bottom or on a short page (spec 000 §2 "The list loads more when scrolled within 200 px of the bottom, or when the page is shorter than window height plus 50.")', () => {
    const paging = startRestaurantList(filter);
    expect(
      shouldLoadMoreRestaurants(paging, { scrollTop: 1300, windowHeight: 800, documentHeight: 2300 }),
    ).toBe(true);
    expect(
      shouldLoadMoreRestaurants(paging, { scrollTop: 1000, windowHeight: 800, documentHeight: 2300 }),
    ).toBe(false);
    expect(shouldLoadMoreRestaurants(paging, { scrollTop: 0, windowHeight: 800, documentHeight: 820 })).toBe(
      true,
    );
    expect(
      shouldLoadMoreRestaurants(
        { ...paging, complete: true },
        { scrollTop: 0, windowHeight: 800, documentHeight: 820 },
      ),
    ).toBe(false);
  });

  it('says the network text when no answer came (spec 000 §8 "General"; content/read-failure.ts)', async () => {
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, listed: listed(3) });
    queries.failNext('restaurantList', { kind: 'network' });
    const failed = await loadNextRestaurantPage(queries, startRestaurantList(filter));
    expect(failed.rejection?.code).toBe('NETWORK_ERROR');
  });

  it('keys a list by its point, category, order and keyword', () => {
    expect(restaurantListKey(filter)).toBe(restaurantListKey({ ...filter }));
    expect(restaurantListKey({ ...filter, order: 'distance' })).not.toBe(restaurantListKey(filter));
    expect(restaurantListKey({ ...filter, keyword: 'ㄸㅂ' })).not.toBe(restaurantListKey(filter));
    expect(restaurantListKey({ ...filter, category: '치킨' })).not.toBe(restaurantListKey(filter));
  });

  it('heads the list with its total from the first page, else "N곳 이상" until the last (issue: 60 became 86 while scrolling)', async () => {
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, listed: listed(86) });
    const first = (await loadNextRestaurantPage(queries, startRestaurantList(filter))).paging;
    expect(restaurantCountTitle(startRestaurantList(filter))).toBe('음식점');
    expect(restaurantCountTitle(first)).toBe('음식점 86곳');

    // A gateway that answers only the spec's {current_page, total_pages}.
    const older = { ...first, pagination: { current_page: 1, total_pages: 2 } };
    expect(restaurantCountTitle(older)).toBe('음식점 60곳 이상');
    const last = { ...older, restaurants: listed(86), pagination: { current_page: 2, total_pages: 2 } };
    expect(restaurantCountTitle({ ...last, complete: true })).toBe('음식점 86곳');
  });

  it('heads the list in English: "86 restaurants", "60+ restaurants", "1 restaurant" (issue "English")', async () => {
    const queries = inMemoryCatalogQueries({ ...sampleCatalog, listed: listed(86) });
    const first = (await loadNextRestaurantPage(queries, startRestaurantList(filter))).paging;
    expect(restaurantCountTitle(startRestaurantList(filter), 'en')).toBe('Restaurants');
    expect(restaurantCountTitle(first, 'en')).toBe('86 restaurants');
    const older = { ...first, pagination: { current_page: 1, total_pages: 2 } };
    expect(restaurantCountTitle(older, 'en')).toBe('60+ restaurants');
    const one = { ...older, restaurants: listed(1), complete: true };
    expect(restaurantCountTitle(one, 'en')).toBe('1 restaurant');
    expect(restaurantCountTitle(older, 'ko')).toBe('음식점 60곳 이상');
  });
});
