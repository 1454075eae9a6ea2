// Stock of a stock_management restaurant: the stock table (seeded with the items' figures; an
// option's row is created from the menu the first time an order takes it), what a cart asks of it,
// and taking it inside the order transaction so that concurrent orders never oversell.
import type * as t from 'io-ts';
import type { StockShortage } from '../../../contract/stock.ts';
import type { Sql } from '../../db/database.ts';
import type { ResolvedLine } from './resolve-lines.ts';

export type Shortage = t.TypeOf<typeof StockShortage>;

/** What the cart asks of one stocked item or option, summed across option combinations. */
export interface StockDemand {
  readonly id: number;
  /** The menu item the demand belongs to (for an option, its item). */
  readonly vendorProductId: number;
  readonly name: string;
  readonly quantity: number;
  readonly menuAmount: number;
}

export function stockDemands(lines: readonly ResolvedLine[]): StockDemand[] {
  const byId = new Map<number, StockDemand>();
  for (const line of lines) {
    for (const s of line.stocked) {
      const seen = byId.get(s.id);
      byId.set(s.id, {
        id: s.id,
        vendorProductId: line.item.id,
        name: s.name,
        quantity: (seen?.quantity ?? 0) + line.item.amount,
        menuAmount: s.menuAmount,
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The demands stock cannot serve, with what is left. */
export function shortages(demands: readonly StockDemand[], levels: ReadonlyMap<number, number>): Shortage[] {
  return demands
    .map((d) => ({ d, left: levels.get(d.id) ?? d.menuAmount }))
    .filter(({ d, left }) => d.quantity > left)
    .map(({ d, left }) => ({
      vendor_product_id: d.vendorProductId,
      name: d.name,
      stock_amount: Math.max(0, left),
      quantity: d.quantity,
    }));
}

async function levelsOf(sql: Sql, restaurantId: number, ids: readonly number[], lock: boolean) {
  const rows = await sql.query<{ item_id: string | number; amount: number }>(
    `SELECT item_id, amount FROM stock WHERE restaurant_id = $1 AND item_id = ANY($2::bigint[]) ORDER BY item_id${
      lock ? ' FOR UPDATE' : ''
    }`,
    [restaurantId, ids],
  );
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.amount)]));
}

/** What is left now, without locking (the stock check before checkout). */
export function currentLevels(sql: Sql, restaurantId: number, demands: readonly StockDemand[]) {
  return levelsOf(
    sql,
    restaurantId,
    demands.map((d) => d.id),
    false,
  );
}

/**
 * Inside the order transaction, before anything is written: locks the rows in id order (no
 * deadlock between two orders) and answers the shortages. An option's row is first created from
 * the menu's figure. On a PostgreSQL server the row locks serialise concurrent orders until the
 * transaction ends; PGlite runs transactions one after another.
 */
export async function lockStock(tx: Sql, restaurantId: number, demands: readonly StockDemand[]) {
  if (demands.length === 0) return [];
  for (const d of demands) {
    await tx.query(
      'INSERT INTO stock (restaurant_id, item_id, amount, seeded_amount) VALUES ($1, $2, $3, $3) ON CONFLICT DO NOTHING',
      [restaurantId, d.id, Math.max(0, d.menuAmount)],
    );
  }
  const ids = demands.map((d) => d.id);
  return shortages(demands, await levelsOf(tx, restaurantId, ids, true));
}

/** Takes the demands whose rows `lockStock` locked and found sufficient. */
export async function takeStock(tx: Sql, restaurantId: number, demands: readonly StockDemand[]) {
  for (const d of demands) {
    await tx.query('UPDATE stock SET amount = amount - $3 WHERE restaurant_id = $1 AND item_id = $2', [
      restaurantId,
      d.id,
      d.quantity,
    ]);
  }
}
