// Placing a checked order in one transaction: one order per cart (and per idempotency key), stock
// taken without ever going below 0, a single-use coupon used once. Every lock is taken and every
// check made before the first write, so a refusal leaves nothing behind.
import { rejection } from '../../../domain/result.ts';
import type { Database, Sql } from '../../db/database.ts';
import { lockStock, takeStock } from '../cart/stock-levels.ts';
import { recordUse, usedBefore } from '../coupon/coupon-store.ts';
import { orderingTexts } from '../ordering-texts.ts';
import { serviceKind } from '../payment-service.ts';
import { recordReceived } from '../progress/progress-store.ts';
import { orderRefusal } from './order-refusal.ts';
import { orderResult } from './order-result.ts';
import { OrderStatus } from './order-status.ts';
import { existingOrder, insertOrder, nextOrderNumber } from './order-store.ts';
import type { PlaceInput, Placement } from './placement.ts';

/** Transaction-scoped advisory locks: both databases release them at COMMIT or ROLLBACK. */
const lockOn = (tx: Sql, name: string) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);

/**
 * The previous answer when this cart (or this idempotency key) was already ordered: repeated and
 * concurrent submits wait on the cart's row lock and then find the first one's order. So the
 * transaction is idempotent: when its connection is lost (a database failover), it runs again on
 * the new primary and finds its order if the lost one committed.
 */
export async function placeOrder(db: Database, input: PlaceInput): Promise<Placement> {
  const { order, customerId } = input;
  const { restaurant, demands, lines } = order.evaluated;
  return db.transaction(
    async (tx): Promise<Placement> => {
      await tx.query('SELECT uuid FROM carts WHERE uuid = $1 FOR UPDATE', [order.cart.uuid]);
      await lockOn(tx, `order:${input.idempotencyKey}`);
      const existing = await existingOrder(tx, order.cart.uuid, input.idempotencyKey);
      if (existing !== null) return existing;

      const short = await lockStock(tx, restaurant.id, demands);
      if (short.length > 0) {
        const text = rejection('STOCK_EXCEEDED').message;
        const refusal = orderRefusal(409, 'error_stock', text, { extra: short, stockInfo: short });
        return { ok: false, refusal };
      }
      const coupon = order.coupon;
      const phone = input.phoneKey;
      if (coupon?.singleUse === true) {
        // always the customer's lock first, then the phone's: no two submits wait on each other
        await lockOn(tx, `coupon:${coupon.code}:${customerId}`);
        await lockOn(tx, `coupon:${coupon.code}:phone:${phone}`);
        if (await usedBefore(tx, coupon.code, customerId, phone))
          return { ok: false, refusal: orderRefusal(400, 'coupon', orderingTexts.COUPON_USED) };
      }

      await takeStock(tx, restaurant.id, demands);
      const orderNumber = await nextOrderNumber(tx, input.nowMs);
      if (coupon !== null) await recordUse(tx, coupon, { customerId, phone, orderNumber });
      const service = input.body.payment.service;
      const result = orderResult({
        orderNumber,
        service,
        customerId,
        restaurant,
        breakdown: order.breakdown,
        lines,
      });
      const online = serviceKind(service) === 'online';
      await insertOrder(tx, {
        ...input,
        orderNumber,
        status: online ? OrderStatus.AWAITING_PAYMENT : OrderStatus.ACCEPTED,
        payBy: online ? new Date(input.payByMs) : null,
        result,
      });
      // Paid on delivery, the restaurant has it now; an online order once its payment is settled.
      if (!online) await recordReceived(tx, orderNumber, input.gatewayNowMs);
      return { ok: true, result };
    },
    { idempotent: true },
  );
}
