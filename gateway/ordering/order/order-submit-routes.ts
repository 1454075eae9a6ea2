// order.submit (spec 000 §3 "Order submission body", §7): the cart named by uuid and signature,
// checked and priced again, placed once. The idempotency-key header (default: the cart's uuid and
// signature) and the one-order-per-cart rule make repeated and concurrent submits answer the same
// order; a client total that differs from the server's is refused.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../contract/calls.ts';
import { idempotencyKey } from '../../../contract/order.ts';
import { rejection } from '../../../domain/result.ts';
import { answer, serveCall } from '../../http/serve-call.ts';
import { guardCustomer } from '../auth-guard.ts';
import { signedCart } from '../cart/signed-cart.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingTexts } from '../ordering-texts.ts';
import { checkOrder } from './order-checks.ts';
import { placeOrder } from './order-place.ts';
import { orderRefusal, refusalAnswer } from './order-refusal.ts';
import { existingOrder } from './order-store.ts';

const MAX_KEY_LENGTH = 200;

function submitKey(header: string | string[] | undefined, uuid: string, signature: string): string | null {
  if (header === undefined) return idempotencyKey(uuid, signature);
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  return key === '' || key.length > MAX_KEY_LENGTH ? null : key;
}

export function registerOrderSubmitRoute(app: FastifyInstance, { ctx, signer }: OrderingDeps): void {
  serveCall(app, ctx.serve, calls['order.submit'], async ({ params, body, auth, request }) => {
    const guard = guardCustomer(auth, params.customer_id);
    if (!guard.ok) return guard.answer;
    const customerId = guard.claims.customerId;
    if (body.customer_id !== customerId || body.customer.id !== customerId) {
      return refusalAnswer(orderRefusal(403, 'error', orderingTexts.NOT_YOUR_CUSTOMER_ID));
    }
    const key = submitKey(request.headers['idempotency-key'], body.cart_uuid, body.cart_signature);
    if (key === null)
      return refusalAnswer(orderRefusal(400, 'error', rejection('ORDER_NOT_PROCESSED').message));
    const found = await signedCart(ctx.db, signer, {
      uuid: body.cart_uuid,
      signature: body.cart_signature,
      customerId,
    });
    if (!found.ok) return refusalAnswer(orderRefusal(found.status, 'error', found.message));

    // A repeated submit is answered from the stored order, whatever changed since (stock, clock).
    const earlier = await existingOrder(ctx.db, found.cart.uuid, key);
    if (earlier !== null) return earlier.ok ? answer(earlier.result) : refusalAnswer(earlier.refusal);

    const nowMs = ctx.clock.now();
    const phoneKey = ctx.keys.phone(body.customer.phone);
    const checked = await checkOrder(ctx.db, {
      claims: guard.claims,
      cart: found.cart,
      body,
      phoneKey,
      nowMs,
      blocklist: ctx.blocklist,
    });
    if (!checked.ok) {
      // A concurrent submit of the same cart may have placed it meanwhile (and spent its stock or
      // coupon): then that order is the answer, not the refusal it caused.
      const placedMeanwhile = await existingOrder(ctx.db, found.cart.uuid, key);
      return placedMeanwhile?.ok === true ? answer(placedMeanwhile.result) : refusalAnswer(checked.refusal);
    }
    const placed = await placeOrder(ctx.db, {
      order: checked.order,
      body,
      customerId,
      phoneKey,
      idempotencyKey: key,
      nowMs,
      payByMs: ctx.gatewayClock.now() + ctx.settings.paymentWindowMs,
      gatewayNowMs: ctx.gatewayClock.now(),
    });
    // an order paid on delivery is the restaurant's now: its stream may show it at once
    if (placed.ok) ctx.progress.changed();
    return placed.ok ? answer(placed.result) : refusalAnswer(placed.refusal);
  });
}
