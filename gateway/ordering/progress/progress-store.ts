// order_progress as stored (migration 10): one row per change of a placed order, never updated,
// unique on (order_number, version). Every writer inserts the version after the one it read with
// ON CONFLICT DO NOTHING: of two gateways writing the same next change, one writes it and the
// other writes nothing, and a change is never lost or doubled.
import type { OrderProgress } from '../../../contract/order-progress.ts';
import type { Sql } from '../../db/database.ts';
import { restaurantPhone } from '../order/restaurant-phone.ts';
import {
  decodeProgressRows,
  foldProgress,
  type NewRow,
  type ProgressRow,
  type ProgressState,
  wireProgress,
} from './progress-fold.ts';

const COLUMNS = 'order_number, version, status, at, estimated_minutes, cancelled_by, reason, refund';

/** The rows of these orders, by order number, oldest first. */
export async function progressRows(
  sql: Sql,
  orderNumbers: readonly string[],
): Promise<Map<string, ProgressRow[]>> {
  const byOrder = new Map<string, ProgressRow[]>();
  if (orderNumbers.length === 0) return byOrder;
  const rows = await sql.query(
    `SELECT ${COLUMNS} FROM order_progress WHERE order_number = ANY($1::text[]) ORDER BY order_number, version`,
    [[...orderNumbers]],
  );
  for (const row of decodeProgressRows(rows)) {
    const list = byOrder.get(row.order_number) ?? [];
    list.push(row);
    byOrder.set(row.order_number, list);
  }
  return byOrder;
}

export async function progressState(sql: Sql, orderNumber: string): Promise<ProgressState | null> {
  return foldProgress((await progressRows(sql, [orderNumber])).get(orderNumber) ?? []);
}

/** The latest version of each of these orders that has started. */
export async function latestVersions(
  sql: Sql,
  orderNumbers: readonly string[],
): Promise<Map<string, number>> {
  if (orderNumbers.length === 0) return new Map();
  const rows = await sql.query<{ order_number: string; version: number | string }>(
    `SELECT order_number, max(version) AS version FROM order_progress
     WHERE order_number = ANY($1::text[]) GROUP BY order_number`,
    [[...orderNumbers]],
  );
  return new Map(rows.map((r) => [r.order_number, Number(r.version)]));
}

/** The progress of these orders as the contract says it, for those that have started. */
export async function wireProgressOf(
  sql: Sql,
  orderNumbers: readonly string[],
): Promise<Map<string, OrderProgress>> {
  const out = new Map<string, OrderProgress>();
  if (orderNumbers.length === 0) return out;
  const [rows, restaurants] = await Promise.all([
    progressRows(sql, orderNumbers),
    sql.query<{ order_number: string; restaurant_id: string | number }>(
      'SELECT order_number, restaurant_id FROM orders WHERE order_number = ANY($1::text[])',
      [[...orderNumbers]],
    ),
  ]);
  for (const { order_number, restaurant_id } of restaurants) {
    const state = foldProgress(rows.get(order_number) ?? []);
    if (state !== null) out.set(order_number, wireProgress(state, restaurantPhone(Number(restaurant_id))));
  }
  return out;
}

/** The orders not yet at their end (the trigger of migration 10 keeps the list). */
export async function openOrderNumbers(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ order_number: string }>(
    'SELECT order_number FROM order_progress_open ORDER BY order_number',
  );
  return rows.map((r) => r.order_number);
}

/** Writes version `version`; false when that version is already written (by another writer). */
export async function insertProgressRow(
  tx: Sql,
  orderNumber: string,
  version: number,
  row: NewRow,
  atMs: number,
): Promise<boolean> {
  const written = await tx.query(
    `INSERT INTO order_progress (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (order_number, version) DO NOTHING RETURNING version`,
    [
      orderNumber,
      version,
      row.status,
      new Date(atMs),
      row.estimated_minutes,
      row.cancelled_by,
      row.reason,
      row.refund,
    ],
  );
  return written.length === 1;
}

/**
 * The order is the restaurant's now (received, version 1): an order paid on delivery when it is
 * placed, an online one when its payment is settled; in the transaction that records either.
 */
export function recordReceived(tx: Sql, orderNumber: string, atMs: number): Promise<boolean> {
  const row: NewRow = {
    status: 'received',
    estimated_minutes: null,
    cancelled_by: null,
    reason: null,
    refund: null,
  };
  return insertProgressRow(tx, orderNumber, 1, row, atMs);
}
