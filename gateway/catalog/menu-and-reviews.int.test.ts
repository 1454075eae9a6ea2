// Menu, information tab, reviews, rating and review reports over HTTP (spec 000 §3, §4, §7, §8, §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { call, ok, tokenFor } from './testing/wire.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

const menu = (id: number, payload: Record<string, unknown> = {}) =>
  ok(gateway.url, 'restaurant.menu', { params: { restaurant_id: id }, payload });
const slugs = (categories: readonly { slug: string }[]) => categories.map((c) => c.slug);
const itemIds = (category: { items: readonly { id: number }[] } | undefined) =>
  category?.items.map((i) => i.id);

describe('menu', () => {
  it('derives top_items when the seed has none: the 5 items most named in reviews, ties in menu order', async () => {
    const categories = await menu(1001);
    expect(slugs(categories)).toEqual(['top_items', 'chicken', 'side', 'drink']);
    expect(itemIds(categories[0])).toEqual([1001005, 1001008, 1001002, 1001004, 1001006]);
  });

  it("keeps the seed's top_items and gives photo_menu_items only with add_photo_menu", async () => {
    expect(slugs(await menu(1025))).toEqual(['top_items', 'chicken', 'side', 'drink']);
    const withPhotos = await menu(1025, { add_photo_menu: true });
    expect(slugs(withPhotos)).toEqual(['top_items', 'photo_menu_items', 'chicken', 'side', 'drink']);
    expect(withPhotos[0]?.items).toHaveLength(6);
  });

  it('a menu of 5 items gets no derived top_items (it opens whole)', async () => {
    expect(slugs(await menu(1020))).toEqual(['tongdak', 'drink']);
  });

  it('additional_discount_items follows additional_discount_per_menu, and the per-menu restaurant by default', async () => {
    expect(slugs(await menu(1014))).toContain('additional_discount_items');
    expect(slugs(await menu(1014, { additional_discount_per_menu: false }))).not.toContain(
      'additional_discount_items',
    );
    expect(slugs(await menu(1001, { additional_discount_per_menu: true }))).not.toContain(
      'additional_discount_items',
    );
  });

  it('stock-managed items show the live stock, in every category they appear in', async () => {
    await gateway.db.query('UPDATE stock SET amount = 7 WHERE restaurant_id = 1003 AND item_id = 1003001');
    const items = (await menu(1003)).flatMap((c) => c.items).filter((i) => i.id === 1003001);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.stock_amount === 7)).toBe(true);
  });

  it('an unknown restaurant is a 404; a bad flag is a 400 naming it', async () => {
    expect(await call(gateway.url, 'restaurant.menu', { params: { restaurant_id: 4040404 } })).toMatchObject({
      status: 404,
    });
    const bad = await call(gateway.url, 'restaurant.menu', {
      params: { restaurant_id: 1001 },
      payload: { force: 'yes' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error_message: expect.stringContaining('$.force') } });
  });
});

describe('information tab and rating', () => {
  it('answers origin, owner introduction, images and seller information', async () => {
    const info = await ok(gateway.url, 'restaurant.info', { params: { restaurant_id: 1001 } });
    expect(info).toMatchObject({
      restaurant_id: 1001,
      name: '역삼 황금치킨',
      country_origin: expect.stringContaining('국내산'),
      business: { company_name: '역삼 황금치킨', registration_number: '000-00-01001' },
    });
    expect(info.images).toEqual(info.introduction_by_owner?.images);
  });

  it('the rating is the restaurant review_avg and review_count; null without reviews', async () => {
    expect(await ok(gateway.url, 'review.rating', { params: { restaurant_id: 1020 } })).toEqual({
      review_avg: null,
      review_count: 0,
    });
    expect((await ok(gateway.url, 'review.rating', { params: { restaurant_id: 1001 } })).review_count).toBe(
      14,
    );
  });
});

describe('reviews', () => {
  const reviews = (id: number, page: number, extra: Record<string, unknown> = {}) =>
    ok(gateway.url, 'review.list', {
      params: { restaurant_id: id },
      payload: { sort: 'time', count: 10, page, ...extra },
    });

  it('pages 10 at a time, newest first; the last page has fewer than 10', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((p) => reviews(1024, p)));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 5, 0]);
    const times = pages.flat().map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('only_photo_review keeps the reviews with photos', async () => {
    const photos = await reviews(1001, 1, { only_photo_review: true });
    expect(photos).toHaveLength(4);
    expect(photos.every((r) => r.review_images.length > 0)).toBe(true);
  });

  it("refuses a sort other than 'time' and a page 0 with a 400 naming the field", async () => {
    const bad = (payload: Record<string, unknown>) =>
      call(gateway.url, 'review.list', { params: { restaurant_id: 1001 }, payload });
    expect(await bad({ sort: 'rating', count: 10, page: 1 })).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.sort') },
    });
    expect(await bad({ sort: 'time', count: 10, page: 0 })).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.page') },
    });
  });
});

describe('review reports (spec 000 §8: error_code 401 offers to go to login)', () => {
  it('without login, with a visitor token, or as a withdrawal-reserved member: error_code 401', async () => {
    const login = '로그인이 필요한 기능입니다. 로그인 하시겠습니까?';
    expect(await ok(gateway.url, 'review.report', { params: { reply_id: 1001001 } })).toEqual({
      message: login,
      error_code: 401,
    });
    const visitor = await tokenFor(gateway.db, 'anon-1', false);
    expect(
      await ok(gateway.url, 'review.report-reply', { params: { reply_id: 1001001 }, token: visitor }),
    ).toMatchObject({ error_code: 401 });
    const leaving = await tokenFor(gateway.db, '900005');
    expect(
      await ok(gateway.url, 'review.report', { params: { reply_id: 1001001 }, token: leaving }),
    ).toMatchObject({ error_code: 401 });
  });

  it('a member reports a review and a reply once each; a repeat is answered without counting again', async () => {
    const token = await tokenFor(gateway.db, '900001');
    const report = (name: 'review.report' | 'review.report-reply') =>
      ok(gateway.url, name, { params: { reply_id: 1001001 }, token });
    expect(await report('review.report')).toEqual({
      message: expect.stringContaining('접수'),
      error_code: null,
    });
    expect(await report('review.report-reply')).toMatchObject({ error_code: null });
    expect(await report('review.report')).toEqual({ message: '이미 신고하신 리뷰입니다.', error_code: null });
    const [row] = await gateway.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM review_reports WHERE review_id = 1001001',
    );
    expect(row?.n).toBe(2);
  });

  it('an unknown review, or the reply of a review without one, is a 404', async () => {
    const token = await tokenFor(gateway.db, '900001');
    expect(await call(gateway.url, 'review.report', { params: { reply_id: 77 }, token })).toMatchObject({
      status: 404,
    });
    expect(
      await call(gateway.url, 'review.report-reply', { params: { reply_id: 1001003 }, token }),
    ).toMatchObject({ status: 404 });
  });
});
