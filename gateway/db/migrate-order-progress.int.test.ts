// Migration 10 on a database in use: the orders the restaurant already had (placed paid on
// delivery, or paid) start their progress as received when they were placed, one a hand marked
// delivered is delivered; unpaid, failed and cancelled payments never started. The trigger keeps the
// orders still moving, and a version is written once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations.ts';

let db: Database;
const PLACED = '2026-11-20T10:00:00.000Z';

beforeAll(async () => {
  db = await openDatabase('memory');
  await migrate(
    db,
    migrations.filter((m) => m.id <= 9),
  );
  for (const [n, status] of [
    ['1', 'accepted'],
    ['2', 'paid'],
    ['3', 'delivered'],
    ['4', 'awaiting_payment'],
    ['5', 'payment_failed'],
    ['6', 'cancelled'],
    ['7', 'payment_expired'],
  ] as const)
    await db.query(
      `INSERT INTO orders (order_number, cart_uuid, customer_id, restaurant_id, status, total, doc, created_at)
       VALUES ($1, $2, 'guest-1', 1001, $3, 18000, '{}', $4)`,
      [`261120000${n}`, `cart-${n}`, status, PLACED],
    );
  await migrate(db);
}, 60_000);
afterAll(() => db?.close());

describe('migration 10 (order progress)', () => {
  it('starts the progress of the orders the restaurant had, at the time they were placed', async () => {
    const rows = await db.query<{ order_number: string; version: number; status: string; at: Date }>(
      'SELECT order_number, version, status, at FROM order_progress ORDER BY order_number, version',
    );
    expect(rows.map((r) => [r.order_number, r.version, r.status, r.at.toISOString()])).toEqual([
      ['2611200001', 1, 'received', PLACED],
      ['2611200002', 1, 'received', PLACED],
      ['2611200003', 1, 'received', PLACED],
      ['2611200003', 2, 'delivered', PLACED],
    ]);
  });

  it('keeps the orders still moving with their latest version, and writes a version once', async () => {
    const open = await db.query<{ order_number: string; version: number }>(
      'SELECT order_number, version FROM order_progress_open ORDER BY order_number',
    );
    expect(open).toEqual([
      { order_number: '2611200001', version: 1 },
      { order_number: '2611200002', version: 1 },
    ]);
    const again = await db.query(
      `INSERT INTO order_progress (order_number, version, status, at) VALUES ('2611200001', 1, 'received', now())
       ON CONFLICT (order_number, version) DO NOTHING RETURNING version`,
    );
    expect(again).toEqual([]);
    await db.query(
      `INSERT INTO order_progress (order_number, version, status, at, cancelled_by, reason, refund)
       VALUES ('2611200002', 2, 'cancelled', now(), 'customer', '', 'pending')`,
    );
    expect(
      await db.query("SELECT version FROM order_progress_open WHERE order_number = '2611200002'"),
    ).toEqual([{ version: 2 }]);
    await db.query(
      `INSERT INTO order_progress (order_number, version, status, at, cancelled_by, reason, refund)
       VALUES ('2611200002', 3, 'cancelled', now(), 'customer', '', 'refunded')`,
    );
    expect(
      await db.query("SELECT version FROM order_progress_open WHERE order_number = '2611200002'"),
    ).toEqual([]);
    await expect(
      db.query(
        "INSERT INTO order_progress (order_number, version, status, at) VALUES ('no-such', 1, 'received', now())",
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
