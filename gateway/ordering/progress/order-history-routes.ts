// order.history (jumun's extension, contract/order-progress.ts): a member's orders, newest first,
// 20 a page unless asked (at most 50), each with its status (null for an online order whose payment
// never went through). A guest's token gets 401 login_required: a guest's orders are the ones its
// device placed, read back one by one through order.info. A member awaiting withdrawal counts as
// logged out (spec 000 §6), as everywhere.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../contract/calls.ts';
import { answer, refuse, serveCall } from '../../http/serve-call.ts';
import { loginRequired } from '../../member/refusals.ts';
import { guardCustomer } from '../auth-guard.ts';
import { memberOf } from '../customer-status.ts';
import { decodeOrderDoc } from '../order/order-store.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { seoulIso } from '../seoul-iso.ts';

export const HISTORY_PAGE_SIZE = { default: 20, max: 50 } as const;

interface HistoryRow {
  readonly order_number: string;
  readonly restaurant_id: string | number;
  readonly total: string | number;
  readonly doc: unknown;
  readonly created_at: Date | string;
  readonly status: string | null;
}

export function registerOrderHistoryRoute(app: FastifyInstance, { ctx }: OrderingDeps): void {
  serveCall(app, ctx.serve, calls['order.history'], async ({ query, auth }) => {
    const guard = guardCustomer(auth);
    if (!guard.ok) return guard.answer;
    if (!(await memberOf(ctx.db, guard.claims)).isMember) return loginRequired();
    const size = query.page_size ?? HISTORY_PAGE_SIZE.default;
    if (size > HISTORY_PAGE_SIZE.max)
      return refuse(
        400,
        'bad_request',
        `order.history: $.page_size: expected a page size within 1..${HISTORY_PAGE_SIZE.max}, got ${size}`,
      );
    const page = query.page ?? 1;
    const customerId = guard.claims.customerId;
    const [count] = await ctx.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM orders WHERE customer_id = $1',
      [customerId],
    );
    const total = Number(count?.n ?? 0);
    const rows = await ctx.db.query<HistoryRow>(
      `SELECT o.order_number, o.restaurant_id, o.total, o.doc, o.created_at,
         (SELECT p.status FROM order_progress p WHERE p.order_number = o.order_number
          ORDER BY p.version DESC LIMIT 1) AS status
       FROM orders o WHERE o.customer_id = $1
       ORDER BY o.created_at DESC, o.order_number DESC LIMIT $2 OFFSET $3`,
      [customerId, size, (page - 1) * size],
    );
    return answer({
      orders: rows.map((row) => {
        const { result, summary } = decodeOrderDoc(row.order_number, row.doc);
        return {
          order_number: row.order_number,
          restaurant_id: Number(row.restaurant_id),
          restaurant_name: summary.restaurant_name,
          items: summary.items.map(({ name, quantity }) => ({ name, quantity })),
          payment_amount: result.payment_amount,
          created_at: seoulIso(new Date(row.created_at).getTime()),
          status: row.status,
        };
      }),
      pagination: { current_page: page, total_pages: Math.ceil(total / size), total_count: total },
    });
  });
}
