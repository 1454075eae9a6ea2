// cart.submit and cart.refresh (spec 000 §7): the server cart, recomputed from the menu.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../contract/calls.ts';
import { answer, refuse, serveCall } from '../../http/serve-call.ts';
import { guardCustomer } from '../auth-guard.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingTexts } from '../ordering-texts.ts';
import { latestCart } from './cart-store.ts';
import { cartErrors, issueCart } from './issue-cart.ts';

export function registerCartRoutes(app: FastifyInstance, { ctx, signer }: OrderingDeps): void {
  /** Without payment_type the cart is priced for online payment (spec 000 §4 "Checkout entry"). */
  serveCall(app, ctx.serve, calls['cart.submit'], async ({ params, body, auth }) => {
    const guard = guardCustomer(auth, params.customer_id);
    if (!guard.ok) return guard.answer;
    const point = body.lat !== undefined && body.lng !== undefined ? { lat: body.lat, lng: body.lng } : null;
    return answer(
      await issueCart(ctx.db, signer, ctx.blocklist, {
        claims: guard.claims,
        restaurantId: params.restaurant_id,
        products: body.products,
        point,
        paymentType: body.payment_type ?? 'online',
        nowMs: ctx.clock.now(),
      }),
    );
  });

  /**
   * The refresh names no cart: it re-prices the customer's newest cart at the restaurant, at the
   * point and payment type given, and issues it under a new uuid (the old one stays orderable,
   * since an order is priced from its own payment anyway).
   */
  serveCall(app, ctx.serve, calls['cart.refresh'], async ({ params, body, auth }) => {
    const guard = guardCustomer(auth, params.customer_id);
    if (!guard.ok) return guard.answer;
    if (body.customer_id !== params.customer_id || body.restaurant_id !== params.restaurant_id) {
      return refuse(400, 'bad_request', orderingTexts.RESTAURANT_MISMATCH);
    }
    const previous = await latestCart(ctx.db, guard.claims.customerId, params.restaurant_id);
    if (previous === null) return answer(cartErrors('nothing', orderingTexts.CART_NOT_FOUND));
    return answer(
      await issueCart(ctx.db, signer, ctx.blocklist, {
        claims: guard.claims,
        restaurantId: params.restaurant_id,
        products: previous.products,
        point: { lat: body.lat, lng: body.lng },
        paymentType: body.payment_type,
        nowMs: ctx.clock.now(),
      }),
    );
  });
}
