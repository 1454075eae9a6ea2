// Writes one change of an order's progress: the customer's cancel, the sandbox restaurant's moves
// (by its pace or by QA's hand), the sandbox PG's refund. In one transaction with the order's row
// locked first (then stock rows, as placement and order/unpaid-orders.ts take them): writers of one order
// take turns on a PostgreSQL server, and the version they write is the one after what they read.
//
// A cancel gives the order's stock back, as a declined payment does; orders.status follows the
// progress where its lifecycle has a word for it (cancelled, delivered), so order.info agrees.
import type { OrderProgress } from '../../../contract/order-progress.ts';
import type { Database, Sql } from '../../db/database.ts';
import { OrderStatus } from '../order/order-status.ts';
import { restaurantPhone } from '../order/restaurant-phone.ts';
import { HELD_ORDER_COLUMNS, type HeldOrder, returnStock } from '../order/unpaid-orders.ts';
import {
  allows,
  type Change,
  type ProgressState,
  type RefundState,
  rowOf,
  wireProgress,
} from './progress-fold.ts';
import { insertProgressRow, progressState } from './progress-store.ts';

/** The order's row, as a change is decided on it. */
export interface OrderRow extends HeldOrder {
  readonly customer_id: string;
  readonly status: string;
}

export interface Decided {
  readonly change: Change;
  readonly atMs: number;
}

export type ChangeOutcome =
  | { readonly kind: 'changed'; readonly progress: OrderProgress; readonly change: Change }
  /** No such order, or (with `customerId`) not this customer's: the same answer. */
  | { readonly kind: 'missing' }
  /** No progress yet: an online order whose payment is not settled, or failed. */
  | { readonly kind: 'not-started'; readonly order: OrderRow }
  /** Not allowed now (or nothing due): nothing written; the order as it is. */
  | { readonly kind: 'refused'; readonly progress: OrderProgress; readonly state: ProgressState };

export interface ChangeRequest {
  readonly orderNumber: string;
  /** Only this customer's order (the customer's own calls); any order when absent (the sandbox). */
  readonly customerId?: string;
  /** The change to make on the order as it is now, or null for none. */
  readonly decide: (state: ProgressState, order: OrderRow) => Decided | null;
}

/** An online order (paid, through a provider) is refunded; one paid on delivery has nothing to refund. */
export const refundOf = (order: OrderRow): RefundState =>
  order.status === OrderStatus.PAID ? 'pending' : 'none';

async function lockOrder(
  tx: Sql,
  orderNumber: string,
  customerId: string | undefined,
): Promise<OrderRow | null> {
  const owner = customerId === undefined ? '' : ' AND customer_id = $2';
  const [row] = await tx.query<OrderRow>(
    `SELECT ${HELD_ORDER_COLUMNS}, customer_id, status FROM orders WHERE order_number = $1${owner} FOR UPDATE`,
    customerId === undefined ? [orderNumber] : [orderNumber, customerId],
  );
  return row ?? null;
}

async function sideEffects(tx: Sql, order: OrderRow, change: Change): Promise<void> {
  if (change.kind === 'cancel') {
    await tx.query('UPDATE orders SET status = $2 WHERE order_number = $1', [
      order.order_number,
      OrderStatus.CANCELLED,
    ]);
    await returnStock(tx, [order]);
  }
  if (change.kind === 'deliver')
    await tx.query('UPDATE orders SET status = $2 WHERE order_number = $1', [
      order.order_number,
      OrderStatus.DELIVERED,
    ]);
}

export function changeProgress(db: Database, request: ChangeRequest): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const order = await lockOrder(tx, request.orderNumber, request.customerId);
    if (order === null) return { kind: 'missing' };
    const state = await progressState(tx, order.order_number);
    if (state === null) return { kind: 'not-started', order };
    const phone = restaurantPhone(Number(order.restaurant_id));
    const decided = request.decide(state, order);
    if (decided === null || !allows(state, decided.change))
      return { kind: 'refused', progress: wireProgress(state, phone), state };
    const atMs = Math.max(decided.atMs, state.lastAtMs);
    const written = await insertProgressRow(
      tx,
      order.order_number,
      state.version + 1,
      rowOf(decided.change, state),
      atMs,
    );
    if (!written) {
      // Another writer took this version between our read and our write (the row lock makes this
      // rare): its change stands, ours is not made.
      const now = (await progressState(tx, order.order_number)) ?? state;
      return { kind: 'refused', progress: wireProgress(now, phone), state: now };
    }
    await sideEffects(tx, order, decided.change);
    const after = await progressState(tx, order.order_number);
    if (after === null) throw new Error(`order ${order.order_number}: its progress vanished while written`);
    return { kind: 'changed', progress: wireProgress(after, phone), change: decided.change };
  });
}
