// The catalogue and content routes on a PostgreSQL server (DESIGN: "a PostgreSQL-server suite when
// DATABASE_URL is set"): the same SQL as on PGlite — bigint ids, jsonb documents, arrays, upserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { serverUrl, startTestGateway } from '../testing/test-gateway.ts';
import { call, GANGNAM, ok, tokenFor } from './testing/wire.ts';

describe.runIf(serverUrl !== null)('catalogue and content on a PostgreSQL server', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ db: serverUrl ?? '' });
  }, 60_000);
  afterAll(() => gateway?.close());

  it('lists by category and point, and answers a restaurant with the vd merge', async () => {
    const chicken = await ok(gateway.url, 'restaurant.list', { payload: { ...GANGNAM, category: '치킨' } });
    expect(chicken.restaurants.map((r) => r.id).sort()).toEqual([
      1001, 1020, 1025, 2006, 2011, 2012, 2013, 2014, 2015,
    ]);
    const detail = await ok(gateway.url, 'restaurant.detail', {
      params: { restaurant_id: 1001 },
      payload: { serving_type: 'vd', ...GANGNAM },
    });
    expect(detail).toMatchObject({ reachable: true, is_open: true });
  });

  it('shows live stock in the menu, pages reviews and counts a report once', async () => {
    await gateway.db.query('UPDATE stock SET amount = 2 WHERE restaurant_id = 1003 AND item_id = 1003001');
    const items = (await ok(gateway.url, 'restaurant.menu', { params: { restaurant_id: 1003 } })).flatMap(
      (c) => c.items,
    );
    expect(items.find((i) => i.id === 1003001)?.stock_amount).toBe(2);
    const page = await ok(gateway.url, 'review.list', {
      params: { restaurant_id: 1024 },
      payload: { sort: 'time', count: 10, page: 4, only_photo_review: false },
    });
    expect(page).toHaveLength(5);
    const token = await tokenFor(gateway.db, '900001');
    await ok(gateway.url, 'review.report', { params: { reply_id: 1024001 }, token });
    expect(await ok(gateway.url, 'review.report', { params: { reply_id: 1024001 }, token })).toMatchObject({
      message: '이미 신고하신 리뷰입니다.',
    });
  });

  it('geocodes, checks availability, marks a notice read and keeps one poll answer per key', async () => {
    expect(
      (await ok(gateway.url, 'geo.geocode', { payload: { address: '테헤란로 152' } })).items[0]?.zipcode,
    ).toBe('06236');
    expect(
      await ok(gateway.url, 'geo.restaurants-available', { payload: { point: '37.498168,127.02761' } }),
    ).toEqual({
      zip_code: '06236',
      message: '',
    });
    const token = await tokenFor(gateway.db, '900002');
    await ok(gateway.url, 'content.proxy', { payload: { url: '/notices/5.html' }, token });
    const notices = await ok(gateway.url, 'content.notices', { token });
    expect(notices.filter((n) => n.is_read).map((n) => n.id)).toEqual([5]);
    await gateway.db.query(
      `INSERT INTO orders (order_number, cart_uuid, customer_id, restaurant_id, status, total, doc, created_at)
       VALUES ('PG-1', 'pg-cart', '900001', 1001, 'ACCEPTED', 1, '{}', now())`,
    );
    // the poll answers only the order's own customer
    const owner = await tokenFor(gateway.db, '900001');
    const submit = () =>
      call(gateway.url, 'poll.submit', {
        payload: { order_number: 'PG-1', number: 3, text: '', uniq_key: 'pg-k' },
        token: owner,
      });
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(200);
    const [row] = await gateway.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM poll_answers WHERE uniq_key = 'pg-k'",
    );
    expect(row?.n).toBe(1);
  });
});
