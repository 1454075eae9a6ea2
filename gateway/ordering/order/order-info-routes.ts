// order.info (spec 000 §7, §4 "Thank-you page"): an order is readable only by its owner, the
// customer of the token that placed it (a member, or the guest's anonymous customer token). Any
// other order number reads as missing (404), so order numbers do not leak which orders exist.
// The answer lists the money as the server cart does (the food alone, the fee, each discount), each
// item's options and the customer's request, so the page can show the lines the checkout showed.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../contract/calls.ts';
import { rejection } from '../../../domain/result.ts';
import { answer, refuse, serveCall } from '../../http/serve-call.ts';
import { guardCustomer } from '../auth-guard.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { seoulIso } from '../seoul-iso.ts';
import { orderBreakdown } from './order-breakdown.ts';
import { wireOrderStatus } from './order-status.ts';
import { decodeOrderDoc, type OrderDoc } from './order-store.ts';

interface OrderRow {
  readonly order_number: string;
  readonly restaurant_id: string | number;
  readonly status: string;
  readonly doc: unknown;
  readonly created_at: Date | string;
}

/**
 * Each item with the options chosen for it, from the order's record of its lines (written in the
 * same order); a row written before lines were recorded answers the items alone.
 */
function withOptions(items: OrderDoc['summary']['items'], lines: OrderDoc['lines']) {
  return items.map((item, i) => {
    const line = lines?.[i];
    if (line === undefined || line.name !== item.name) return item;
    const options = line.options.flatMap(({ group, chosen }) =>
      chosen.map(({ name, price }) => ({ group, name, price })),
    );
    return { ...item, options };
  });
}

export function registerOrderInfoRoute(app: FastifyInstance, { ctx }: OrderingDeps): void {
  serveCall(app, ctx.serve, calls['order.info'], async ({ params, auth }) => {
    const guard = guardCustomer(auth);
    if (!guard.ok) return guard.answer;
    const [row] = await ctx.db.query<OrderRow>(
      'SELECT order_number, restaurant_id, status, doc, created_at FROM orders WHERE order_number = $1 AND customer_id = $2',
      [params.order_number, guard.claims.customerId],
    );
    if (row === undefined) return refuse(404, 'not_found', rejection('ORDER_INFO_MISSING').message);
    const { result, summary, breakdown, delivery_info, lines } = decodeOrderDoc(row.order_number, row.doc);
    return answer({
      order_number: row.order_number,
      restaurant_id: Number(row.restaurant_id),
      restaurant_name: summary.restaurant_name,
      status: wireOrderStatus(row.status),
      items: withOptions(summary.items, lines),
      total_order_amount: result.total_order_amount,
      delivery_fee: summary.delivery_fee,
      // Designed as in the contract's sample: what the coupon took off (negative).
      discount_amount: result.payment_amount - result.total_order_amount,
      payment_amount: result.payment_amount,
      payment_method: result.payment_method,
      min_order_amount: summary.min_order_amount,
      address: summary.address,
      created_at: seoulIso(new Date(row.created_at).getTime()),
      ...(breakdown === undefined ? {} : orderBreakdown(breakdown)),
      ...(delivery_info === undefined ? {} : { user_comment: delivery_info.user_comment }),
    });
  });
}
