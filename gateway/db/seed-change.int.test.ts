// A gateway restarted with a changed seed keeps every order (issue: a seed change deleted them):
// orders, carts, customers, coupon uses, verification state and the token key stay as they were;
// the catalogue takes the new seed (a new price, a menu item gone, a restaurant retired).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GANGNAM, ok } from '../catalog/testing/wire.ts';
import {
  acceptedCart,
  checkCoupon,
  customer,
  orderBodyFor,
  placed,
  product,
  submitCart,
  submitOrder,
} from '../ordering/testing/checkout-steps.ts';
import { type OrderingHarness, orderingHarnessOf } from '../ordering/testing/ordering-harness.ts';
import { freshDatabase, serverUrl, startTestGateway } from '../testing/test-gateway.ts';

/** What must come through a seed change untouched, row for row. */
const KEPT = [
  'SELECT order_number, cart_uuid, customer_id, restaurant_id, status, total, doc, created_at FROM orders ORDER BY order_number',
  'SELECT uuid, signature, customer_id, restaurant_id, payment_type, doc FROM carts ORDER BY uuid',
  'SELECT code, customer_id, order_number FROM coupon_uses ORDER BY code, customer_id',
  'SELECT customer_id, email, password_hash, phone, nickname, state FROM members ORDER BY customer_id',
  'SELECT customer_id FROM anonymous_customers ORDER BY customer_id',
  'SELECT phone, verified_at FROM verified_phones ORDER BY phone',
  'SELECT phone, code, tries FROM sms_codes ORDER BY id',
  "SELECT value FROM seed_meta WHERE key = 'jwt_secret'",
];

async function keptRows(h: OrderingHarness): Promise<unknown[][]> {
  return Promise.all(KEPT.map((q) => h.gateway.db.query(q)));
}

function editJson(file: string, edit: (value: never) => unknown): void {
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')) as never), null, 2));
}

interface Item {
  id: number;
  price: number;
}
interface Category {
  items: Item[];
}

/** 후라이드치킨 dearer, 양념치킨 off the menu, 강남 피자스튜디오 (1002) gone, a coupon and a member changed. */
function changeSeed(seed: string): void {
  editJson(join(seed, 'restaurants', '1001.json'), (r: { menu: Category[] }) => ({
    ...r,
    menu: r.menu.map((c) => ({
      ...c,
      items: c.items
        .filter((i) => i.id !== 1001002)
        .map((i) => (i.id === 1001001 ? { ...i, price: 21000 } : i)),
    })),
  }));
  rmSync(join(seed, 'restaurants', '1002.json'));
  editJson(join(seed, 'coupons.json'), (cs: { code: string; amount: number }[]) =>
    cs.map((c) => (c.code === 'SAVE5000' ? { ...c, amount: 6000 } : c)),
  );
  editJson(join(seed, 'users.json'), (us: { customer_id: number; nickname: string }[]) =>
    us.map((u) => (u.customer_id === 900001 ? { ...u, nickname: '새 별명' } : u)),
  );
}

interface Target {
  /** A database the two runs share; `fresh: false` keeps a PostgreSQL one across the restart. */
  readonly db: string;
  done(): Promise<void>;
}

const targets: [string, () => Promise<Target>][] = [
  [
    'PGlite (a data directory)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'jumun-seed-change-'));
      return { db: join(dir, 'db'), done: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
];
if (serverUrl !== null)
  targets.push([
    'a PostgreSQL server',
    async () => {
      const database = await freshDatabase(serverUrl ?? '');
      return { db: database.url, done: database.drop };
    },
  ]);

describe.each(targets)('a seed change on %s', (_name, target) => {
  it('keeps every order with its lines, options and totals, and retires what the seed dropped', async () => {
    const seed = mkdtempSync(join(tmpdir(), 'jumun-seed-'));
    cpSync('fixtures/seed', seed, { recursive: true });
    const place = await target();
    const start = async () =>
      orderingHarnessOf(await startTestGateway({ db: place.db, seedDir: seed }, { fresh: false }));
    try {
      // given a cash order at 1001 (two items with options) and a card order at 1002 with a coupon
      const first = await start();
      const who = await customer(first, 'seed-change-guest', { phone: '01055550001' });
      const chicken = [
        product(1001001, 1, { 100101: [10010102] }),
        product(1001002, 2, { 100102: [10010201] }),
      ];
      const cashCart = await acceptedCart(first, who, 1001, chicken);
      const cash = placed(await submitOrder(first, who, orderBodyFor(who, cashCart, { service: 'cash' })));
      const pizza = [product(1002001, 1, { 100201: [10020102], 100202: [10020202] })];
      const cardCart = await acceptedCart(first, who, 1002, pizza);
      expect((await checkCoupon(first, who, 1002, 'WELCOME3000')).status).toBe(200);
      const coupon = { code: 'WELCOME3000', amount: 3000 };
      const card = placed(
        await submitOrder(
          first,
          who,
          orderBodyFor(who, cardCart, { service: 'onlycard', coupon, total: cardCart.cart.total - 3000 }),
        ),
      );
      const orderNumbers = [cash.order_number, card.order_number];
      const read = (h: OrderingHarness) =>
        Promise.all(
          orderNumbers.map((n) =>
            h.call('order.info', { order_number: String(n) }, undefined, { token: who.token }),
          ),
        );
      const before = await read(first);
      expect(before.map((r) => r.status)).toEqual([200, 200]);
      const rowsBefore = await keptRows(first);
      const [cashDoc] = await first.gateway.db.query<{ doc: { lines: unknown } }>(
        'SELECT doc FROM orders WHERE order_number = $1',
        [cash.order_number],
      );
      expect(cashDoc?.doc.lines).toEqual([
        expect.objectContaining({
          id: 1001001,
          quantity: 1,
          unit_price: 19000,
          options: [
            {
              group_id: 100101,
              group: expect.any(String),
              chosen: [{ id: 10010102, name: '양념', price: 1000 }],
            },
          ],
        }),
        expect.objectContaining({ id: 1001002, name: '양념치킨', quantity: 2, unit_price: 19500 }),
      ]);
      await first.close();

      // when the gateway restarts on the same database with a changed seed
      changeSeed(seed);
      const second = await start();
      try {
        // then every order reads back as it was, with the same token (the key stayed)
        expect(await read(second)).toEqual(before);
        expect(await keptRows(second)).toEqual(rowsBefore);

        // and the catalogue is the new seed's: the new price, the item gone, the restaurant retired
        const menu = await ok(second.gateway.url, 'restaurant.menu', { params: { restaurant_id: 1001 } });
        const items = menu.flatMap((c) => c.items);
        expect(items.find((i) => i.id === 1001001)?.price).toBe(21000);
        expect(items.some((i) => i.id === 1001002)).toBe(false);
        const list = await ok(second.gateway.url, 'restaurant.list', {
          payload: { ...GANGNAM, category: '피자양식' },
        });
        expect(list.restaurants.map((r) => r.id)).not.toContain(1002);
        const retired = await second.gateway.db.query<{ retired: boolean }>(
          'SELECT retired_at IS NOT NULL AS retired FROM restaurants WHERE id = 1002',
        );
        expect(retired).toEqual([{ retired: true }]);
        // still there for whoever follows an old order to it, as closed
        const detail = await ok(second.gateway.url, 'restaurant.detail', {
          params: { restaurant_id: 1002 },
          payload: { serving_type: 'vd', ...GANGNAM },
        });
        expect(detail).toMatchObject({ id: 1002, is_open: false });
        // neither the removed item nor the retired restaurant can be ordered any more
        const gone = await submitCart(second, who, 1001, [product(1001002, 1)]);
        expect(JSON.stringify(gone.body)).toContain('"customer_cart":null');
        const closed = await submitCart(second, who, 1002, pizza);
        expect(JSON.stringify(closed.body)).toContain('"customer_cart":null');
      } finally {
        await second.close();
      }
    } finally {
      await place.done();
      rmSync(seed, { recursive: true, force: true });
    }
  }, 90_000);
});
