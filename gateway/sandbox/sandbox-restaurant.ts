// SANDBOX ONLY: the sandbox restaurant, which moves every placed order along at the gateway's pace
// (restaurant-pace.ts) on the gateway's own clock: a QA run's x-jumun-now moves no order, as it
// moves no payment window. Every `restaurantTickMs` it reads the orders still moving and writes each
// change that is due, at the time it was due, one transaction per change (ordering/progress/progress-change.ts):
// several gateways on one database each look, and whichever finds a change due first writes it;
// the others find its version written and write nothing.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { changeProgress } from '../ordering/progress/progress-change.ts';
import { foldProgress, type ProgressState } from '../ordering/progress/progress-fold.ts';
import { openOrderNumbers, progressRows, progressState } from '../ordering/progress/progress-store.ts';
import type { OrderPace } from '../settings.ts';
import { dueChange } from './restaurant-pace.ts';

export interface Moved {
  /** How many changes were written. */
  readonly written: number;
  /** When the next change of the orders it read falls due (Infinity: none). */
  readonly nextDueMs: number;
}

/** Writes every change due by `nowMs`. */
export async function moveOrdersAlong(db: Database, nowMs: number, pace: OrderPace): Promise<Moved> {
  const numbers = await openOrderNumbers(db);
  if (numbers.length === 0) return { written: 0, nextDueMs: Number.POSITIVE_INFINITY };
  const rows = await progressRows(db, numbers);
  let written = 0;
  let nextDueMs = Number.POSITIVE_INFINITY;
  for (const orderNumber of numbers) {
    let state: ProgressState | null = foldProgress(rows.get(orderNumber) ?? []);
    // an order long unwatched (a restart, a fixed clock moved on) catches up change by change
    while (state !== null) {
      const due = dueChange(state, pace);
      if (due === null) break;
      if (due.atMs > nowMs) {
        nextDueMs = Math.min(nextDueMs, due.atMs);
        break;
      }
      const outcome = await changeProgress(db, {
        orderNumber,
        // decided again on the order as it is inside the transaction: a hand may have moved it
        decide: (fresh) => {
          const again = dueChange(fresh, pace);
          return again !== null && again.atMs <= nowMs ? again : null;
        },
      });
      if (outcome.kind !== 'changed') break;
      written += 1;
      state = await progressState(db, orderNumber);
    }
  }
  return { written, nextDueMs };
}

export function registerSandboxRestaurant(app: FastifyInstance, ctx: GatewayContext): void {
  if (!ctx.sandbox) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  // On PGlite nothing changes unless this process writes: while its count of writes stands still
  // and the clock has not reached the next change it found due, a tick would find nothing (an
  // idle gateway asks its database nothing; db/database.ts `localWrites`).
  let seen: { writes: number; nextDueMs: number } | null = null;
  const tick = async () => {
    const now = ctx.gatewayClock.now();
    const writes = ctx.db.localWrites?.();
    if (writes !== undefined && seen?.writes === writes && now < seen.nextDueMs) return;
    try {
      const moved = await moveOrdersAlong(ctx.db, now, ctx.settings.orderPace);
      if (moved.written > 0) ctx.progress.changed();
      if (writes !== undefined)
        seen = { writes: ctx.db.localWrites?.() ?? writes, nextDueMs: moved.nextDueMs };
    } catch (error) {
      ctx.log.error({ err: error }, 'the sandbox restaurant could not move its orders along');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= tick().finally(() => {
        running = null;
      });
    }, ctx.settings.restaurantTickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== null) clearInterval(timer);
    await running;
  });
}
