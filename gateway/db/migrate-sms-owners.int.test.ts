// Migration 6 on a database in use: the coupon uses keep their rows and learn their order's phone,
// and the verification proofs of before stay, owned by nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase('memory');
  await migrate(
    db,
    migrations.filter((m) => m.id <= 5),
  );
  await db.query(
    `INSERT INTO orders (order_number, cart_uuid, customer_id, restaurant_id, status, total, doc, created_at)
     VALUES ('20261121-000001', 'cart-1', 'guest-1', 1001, 'ACCEPTED', 18000, $1, now())`,
    [JSON.stringify({ customer: { phone: '01055550001' } })],
  );
  await db.query(
    "INSERT INTO coupon_uses (code, customer_id, order_number) VALUES ('WELCOME3000', 'guest-1', '20261121-000001')",
  );
  await db.query("INSERT INTO verified_phones (phone, verified_at) VALUES ('01055550001', now())");
  await migrate(db);
}, 60_000);
afterAll(() => db?.close());

describe('migration 6 (SMS owners, coupon uses by phone)', () => {
  it('keeps every coupon use and fills in its phone from the order', async () => {
    expect(await db.query('SELECT code, customer_id, phone FROM coupon_uses')).toEqual([
      { code: 'WELCOME3000', customer_id: 'guest-1', phone: '01055550001' },
    ]);
  });

  it('keeps earlier proofs, owned by nobody, so no customer can order with them', async () => {
    expect(await db.query('SELECT phone, requester FROM verified_phones')).toEqual([
      { phone: '01055550001', requester: '' },
    ]);
  });
});
