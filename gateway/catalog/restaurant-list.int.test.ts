// Restaurant list and search over HTTP (spec 000 §7, §9 "List page size 60", "Sort options").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { call, GANGNAM, ok } from './testing/wire.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

const list = (query: Record<string, unknown> = {}) =>
  ok(gateway.url, 'restaurant.list', { payload: { ...GANGNAM, ...query } });
const search = (query: Record<string, unknown>) =>
  ok(gateway.url, 'restaurant.search', { payload: { ...GANGNAM, incoming_service_type: 'food', ...query } });
const ids = (page: { restaurants: readonly { id: number }[] }) => page.restaurants.map((r) => r.id);

describe('restaurant list', () => {
  it('lists only restaurants that reach the point, 60 a page, with the pagination and the total', async () => {
    const first = await list();
    expect(first.restaurants).toHaveLength(60);
    expect(first.pagination).toMatchObject({ current_page: 1, total_pages: 2 });
    const second = await list({ page: 2 });
    const all = [...ids(first), ...ids(second)];
    expect(first.pagination.total_count).toBe(all.length);
    expect(second.pagination.total_count).toBe(all.length);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(1001);
    expect(all).not.toContain(1008); // 6.2 km away, radius 3 km
    expect(all).not.toContain(1009); // 670 m away, radius 300 m
    expect([...first.restaurants, ...second.restaurants].every((r) => r.reachable)).toBe(true);
  });

  it('pages by items; a page past the end is empty', async () => {
    const page = await list({ items: 10, page: 3 });
    expect(page.restaurants).toHaveLength(10);
    expect(page.pagination.total_pages).toBe(9);
    expect((await list({ page: 3 })).restaurants).toEqual([]);
  });

  it('rank (the default) puts sponsoring (프랜차이즈) first and closed restaurants last, marked 준비중', async () => {
    const { restaurants } = await list({ items: 60 });
    expect(restaurants[0]?.categories).toContain('프랜차이즈');
    expect(restaurants[0]?.section).toBe('추천 음식점');
    const everything = [...restaurants, ...(await list({ page: 2 })).restaurants];
    const firstClosed = everything.findIndex((r) => !r.open);
    expect(everything.slice(firstClosed).every((r) => !r.open && r.section === '준비중')).toBe(true);
    expect(everything.filter((r) => !r.open).map((r) => r.id)).toEqual(expect.arrayContaining([1007, 1026]));
  });

  it('sorts by distance and by minimum order ascending, by rating descending (open restaurants first)', async () => {
    const open = (page: Awaited<ReturnType<typeof list>>) => page.restaurants.filter((r) => r.open);
    const byDistance = open(await list({ order: 'distance' })).map((r) => r.distance ?? 0);
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
    const byMin = open(await list({ order: 'min_order_value' })).map((r) => r.min_order_amount);
    expect(byMin).toEqual([...byMin].sort((a, b) => a - b));
    const byRating = open(await list({ order: 'review_avg' })).map((r) => r.review_avg ?? -1);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byTime = open(await list({ order: 'estimated_delivery_time' })).map((r) =>
      Number.parseInt(r.estimated_delivery_time ?? '', 10),
    );
    expect(byTime).toEqual([...byTime].sort((a, b) => a - b));
  });

  it('filters by Korean category name; all and 전체 mean every restaurant', async () => {
    const chicken = await list({ category: '치킨' });
    expect(ids(chicken).sort()).toEqual([1001, 1020, 1025, 2006, 2011, 2012, 2013, 2014, 2015]);
    expect((await list({ category: 'all' })).pagination.total_pages).toBe(2);
    expect((await list({ category: '전체' })).pagination.total_pages).toBe(2);
  });

  it('a bad request is a 400 naming the field: unknown category, unknown order, page size, short keyword', async () => {
    const bad = async (query: Record<string, unknown>) => {
      const answer = await call(gateway.url, 'restaurant.list', { payload: { ...GANGNAM, ...query } });
      return answer.ok ? '' : answer.body.error_message;
    };
    expect(await bad({ category: 'chicken' })).toContain('$.category');
    expect(await bad({ order: 'cheapest' })).toContain('$.order');
    expect(await bad({ items: 0 })).toContain('$.items');
    expect(await bad({ search: '치' })).toContain('$.search');
    expect(await bad({ page: 0 })).toContain('$.page');
  });
});

describe('restaurant search', () => {
  it('finds restaurants by name, by menu item and by Korean initial consonants, among reachable ones', async () => {
    expect(ids(await search({ search: '황금치킨' }))).toEqual([1001]);
    const fried = ids(await search({ search: '후라이드치킨' }));
    expect(fried).toEqual(expect.arrayContaining([1001, 1025]));
    expect(ids(await search({ search: 'ㅎㄹㅇㄷ' }))).toEqual(expect.arrayContaining(fried));
    expect(ids(await search({ search: '손두부' }))).not.toContain(1008); // out of range
  });

  it('combines the keyword with category and paging, and refuses a keyword under 2 characters', async () => {
    const inCategory = await search({ search: '치킨', category: '야식' });
    expect(inCategory.restaurants.every((r) => r.categories.includes('야식'))).toBe(true);
    const short = await call(gateway.url, 'restaurant.search', { payload: { ...GANGNAM, search: ' 닭 ' } });
    expect(short).toMatchObject({
      ok: false,
      status: 400,
      body: { error_message: expect.stringContaining('$.search') },
    });
  });
});
