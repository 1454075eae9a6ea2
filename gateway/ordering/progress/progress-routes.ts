// order.progress and order.cancel (jumun's extension, contract/order-progress.ts): the customer of
// the token that placed the order reads its progress and cancels it while the restaurant has not
// taken it (received). Anyone else gets the same 404 as an unknown order number, as order.info
// answers. A cancel gives the stock back and, for an online payment, starts its refund
// (progress-change.ts); a cancel repeated after it went through answers the cancelled order again.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../contract/calls.ts';
import { rejection } from '../../../domain/result.ts';
import { answer, refuse, serveCall } from '../../http/serve-call.ts';
import { guardCustomer } from '../auth-guard.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { changeProgress, refundOf } from './progress-change.ts';
import { wireProgressOf } from './progress-store.ts';
import { progressTexts } from './progress-texts.ts';

export const orderMissing = () => refuse(404, 'not_found', rejection('ORDER_INFO_MISSING').message);
export const notStarted = () => refuse(409, 'ORDER_NOT_STARTED', progressTexts.ORDER_NOT_STARTED);
const notCancellable = () => refuse(409, 'ORDER_NOT_CANCELLABLE', progressTexts.ORDER_NOT_CANCELLABLE);

export function registerProgressRoutes(app: FastifyInstance, { ctx }: OrderingDeps): void {
  serveCall(app, ctx.serve, calls['order.progress'], async ({ params, auth }) => {
    const guard = guardCustomer(auth);
    if (!guard.ok) return guard.answer;
    const mine = await ctx.db.query(
      'SELECT order_number FROM orders WHERE order_number = $1 AND customer_id = $2',
      [params.order_number, guard.claims.customerId],
    );
    if (mine.length === 0) return orderMissing();
    const progress = (await wireProgressOf(ctx.db, [params.order_number])).get(params.order_number);
    return progress === undefined ? notStarted() : answer(progress);
  });

  serveCall(app, ctx.serve, calls['order.cancel'], async ({ params, body, auth }) => {
    const guard = guardCustomer(auth);
    if (!guard.ok) return guard.answer;
    const reason = body.reason.trim();
    const outcome = await changeProgress(ctx.db, {
      orderNumber: params.order_number,
      customerId: guard.claims.customerId,
      decide: (_state, order) => ({
        change: { kind: 'cancel', by: 'customer', reason, refund: refundOf(order) },
        atMs: ctx.gatewayClock.now(),
      }),
    });
    switch (outcome.kind) {
      case 'missing':
        return orderMissing();
      case 'not-started':
        return notStarted();
      case 'refused':
        return outcome.state.status === 'cancelled' ? answer(outcome.progress) : notCancellable();
      case 'changed':
        ctx.progress.changed();
        return answer(outcome.progress);
      default: {
        const never: never = outcome;
        return never;
      }
    }
  });
}
