// Online orders that are not paid give their stock back: at once when the provider declines or the
// customer cancels (in the transaction that records it, sandbox/payment-pg.ts), and when the
// payment window (settings.ts) passes without a payment: a sweep on the gateway's clock cancels
// them as payment_expired. Locks go orders first (by order number), then stock rows in
// (restaurant, item) order, as order placement takes them: concurrent sweeps, settlements and
// orders on a PostgreSQL server wait for each other and never deadlock.
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { GatewayContext } from '../../context.ts';
import type { Database, Sql } from '../../db/database.ts';
import { OrderStatus } from './order-status.ts';

/** What order-store.ts records an order took; orders placed before it recorded nothing. */
const TakenStock = t.array(t.type({ id: t.number, quantity: t.number }));

export interface HeldOrder {
  readonly order_number: string;
  readonly restaurant_id: string | number;
  /** `doc->'stock'` of the order row. */
  readonly stock: unknown;
}

/** A SELECT list that reads an order for `returnStock`. */
export const HELD_ORDER_COLUMNS = "order_number, restaurant_id, doc->'stock' AS stock";

/**
 * Whether an awaiting order is past its window at $1 (a timestamptz): its pay_by, or for an order
 * placed before pay_by was recorded, created_at plus the window of $2 milliseconds.
 */
export const PAST_PAYMENT_WINDOW =
  "coalesce(pay_by, created_at + ($2::double precision / 1000) * interval '1 second') <= $1";

/** Gives back what the orders took, inside the caller's transaction. */
export async function returnStock(tx: Sql, orders: readonly HeldOrder[]): Promise<void> {
  const byRow = new Map<string, { restaurantId: number; id: number; quantity: number }>();
  for (const order of orders) {
    const taken = TakenStock.decode(order.stock ?? []);
    if (taken._tag === 'Left') throw new Error(`order ${order.order_number}: its stock does not decode`);
    const restaurantId = Number(order.restaurant_id);
    for (const { id, quantity } of taken.right) {
      const key = `${restaurantId}:${id}`;
      byRow.set(key, { restaurantId, id, quantity: (byRow.get(key)?.quantity ?? 0) + quantity });
    }
  }
  const rows = [...byRow.values()].sort((a, b) => a.restaurantId - b.restaurantId || a.id - b.id);
  for (const { restaurantId, id, quantity } of rows) {
    await tx.query('UPDATE stock SET amount = amount + $3 WHERE restaurant_id = $1 AND item_id = $2', [
      restaurantId,
      id,
      quantity,
    ]);
  }
}

/** Cancels every online order past its payment window at `nowMs` and returns its stock. */
export async function expireUnpaidOrders(db: Database, nowMs: number, windowMs: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<HeldOrder>(
      `SELECT ${HELD_ORDER_COLUMNS} FROM orders WHERE status = $3 AND ${PAST_PAYMENT_WINDOW}
       ORDER BY order_number FOR UPDATE`,
      [new Date(nowMs), windowMs, OrderStatus.AWAITING_PAYMENT],
    );
    if (due.length === 0) return [];
    await tx.query('UPDATE orders SET status = $2 WHERE order_number = ANY($1::text[])', [
      due.map((o) => o.order_number),
      OrderStatus.PAYMENT_EXPIRED,
    ]);
    await returnStock(tx, due);
    return due.map((o) => o.order_number);
  });
}

/** Runs the sweep every `paymentSweepMs` while the gateway is up; a failed sweep is logged and retried. */
export function registerPaymentSweep(app: FastifyInstance, ctx: GatewayContext): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const expired = await expireUnpaidOrders(ctx.db, ctx.gatewayClock.now(), ctx.settings.paymentWindowMs);
      if (expired.length > 0) ctx.log.info({ expired }, 'online orders past their payment window cancelled');
    } catch (error) {
      ctx.log.error({ err: error }, 'the payment window sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= sweep().finally(() => {
        running = null;
      });
    }, ctx.settings.paymentSweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== null) clearInterval(timer);
    await running;
  });
}
