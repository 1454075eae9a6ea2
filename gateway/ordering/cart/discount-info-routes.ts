// checkout.discount-info (spec 000 §3 "Discount info response", §7): the discounts of the signed
// cart, recomputed. Amounts are negative.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../contract/calls.ts';
import { answer, refuse, serveCall } from '../../http/serve-call.ts';
import { guardCustomer } from '../auth-guard.ts';
import { memberOf } from '../customer-status.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingTexts } from '../ordering-texts.ts';
import { evaluateCart } from './cart-evaluation.ts';
import { priceCart } from './cart-pricing.ts';
import { signedCart } from './signed-cart.ts';

export function registerDiscountInfoRoute(app: FastifyInstance, { ctx, signer }: OrderingDeps): void {
  /**
   * Decisions: a coupon can be used with every cart (no discount here excludes one), so
   * can_use_coupon is true; no discount is tied to online payment, so online_payment lists the
   * cart's own discounts, whatever payment_type says.
   */
  serveCall(app, ctx.serve, calls['checkout.discount-info'], async ({ params, body, auth }) => {
    const guard = guardCustomer(auth, body.customer_id);
    if (!guard.ok) return guard.answer;
    if (body.restaurant_id !== params.restaurant_id) {
      return refuse(400, 'bad_request', orderingTexts.RESTAURANT_MISMATCH);
    }
    const found = await signedCart(ctx.db, signer, { ...body.cart, customerId: guard.claims.customerId });
    if (!found.ok) return refuse(found.status, 'cart_invalid', found.message);
    if (found.cart.restaurantId !== params.restaurant_id) {
      return refuse(400, 'bad_request', orderingTexts.RESTAURANT_MISMATCH);
    }
    const nowMs = ctx.clock.now();
    const evaluated = await evaluateCart(ctx.db, {
      restaurantId: found.cart.restaurantId,
      products: found.cart.products,
      point: { lat: body.lat, lng: body.lng },
      nowMs,
    });
    if (!evaluated.ok) return refuse(409, 'cart_invalid', evaluated.problem.rejection.message);
    const { isMember } = await memberOf(ctx.db, guard.claims);
    const { discounts } = priceCart({ ...evaluated.cart, nowMs, isMember });
    const amountOf = (kind: string) => discounts.find((d) => d.kind === kind)?.amount ?? 0;
    const additional = amountOf('additional_delivery');
    return answer({
      checkout_meta_discount_info: {
        additional_discount: { amount: additional, meta: { can_use_coupon: true } },
      },
      available_discount_info: {
        online_payment: {
          additional_discount: additional,
          restaurant_discount: amountOf('restaurant_percent'),
        },
      },
    });
  });
}
