// coupon.check and coupon.disuse (spec 000 §4 "Coupon", §7). The check judges the code against the
// customer's newest cart at the restaurant and, when it applies, records a pending application;
// the disuse releases it. Order submit takes only a coupon that is pending for the customer.
import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { calls } from '../../../contract/calls.ts';
import type { CouponCheckResult } from '../../../contract/coupon.ts';
import { rejection } from '../../../domain/result.ts';
import { answer, refuse, serveCall } from '../../http/serve-call.ts';
import { guardCustomer } from '../auth-guard.ts';
import { evaluateCart } from '../cart/cart-evaluation.ts';
import { priceCart } from '../cart/cart-pricing.ts';
import { latestCart } from '../cart/cart-store.ts';
import { isPhoneVerified, memberOf } from '../customer-status.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingTexts } from '../ordering-texts.ts';
import { serviceKind } from '../payment-service.ts';
import { judgeCoupon, unknownCoupon } from './coupon-rules.ts';
import { applyPending, findCoupon, releasePending, usedBefore } from './coupon-store.ts';

type CheckResult = t.TypeOf<typeof CouponCheckResult>;

const refused = (status_code: number, error_msg: string): CheckResult => ({
  status_code,
  coupon_discount: 0,
  error_msg,
});

export function registerCouponRoutes(app: FastifyInstance, { ctx }: OrderingDeps): void {
  /**
   * Besides the coupon rules: the phone must be verified (401) and the customer must have a cart
   * here that can still be ordered (400), since the minimum is measured against it. Refusals are
   * answered 200 with their status_code, as the contract designs them.
   */
  serveCall(app, ctx.serve, calls['coupon.check'], async ({ params, body, auth }) => {
    const guard = guardCustomer(auth);
    if (!guard.ok) return guard.answer;
    if (body.restaurant_id !== params.restaurant_id) {
      return refuse(400, 'bad_request', orderingTexts.RESTAURANT_MISMATCH);
    }
    const customerId = guard.claims.customerId;
    const nowMs = ctx.clock.now();
    const coupon = await findCoupon(ctx.db, body.coupon_code);
    if (coupon === null) return answer(refused(unknownCoupon.status, unknownCoupon.message));
    if (!(await isPhoneVerified(ctx.db, ctx.keys.phone(body.phone), customerId, nowMs))) {
      return answer(refused(401, rejection('PHONE_NOT_VERIFIED').message));
    }
    const cart = await latestCart(ctx.db, customerId, params.restaurant_id);
    if (cart === null) return answer(refused(400, orderingTexts.CART_NOT_FOUND));
    const evaluated = await evaluateCart(ctx.db, {
      restaurantId: cart.restaurantId,
      products: cart.products,
      point: { lat: cart.lat, lng: cart.lng },
      nowMs,
    });
    if (!evaluated.ok) return answer(refused(400, evaluated.problem.rejection.message));
    const { isMember } = await memberOf(ctx.db, guard.claims);
    const pricing = { ...evaluated.cart, nowMs, isMember };
    const verdict = judgeCoupon(coupon, {
      nowMs,
      paymentKind: serviceKind(body.payment),
      itemsTotal: priceCart(pricing).itemsTotal,
      usedBefore: await usedBefore(ctx.db, coupon.code, customerId, ctx.keys.phone(body.phone)),
    });
    if (!verdict.ok) return answer(refused(verdict.status, verdict.message));
    await applyPending(ctx.db, {
      code: coupon.code,
      customerId,
      restaurantId: cart.restaurantId,
      at: new Date(nowMs),
    });
    const applied = priceCart({ ...pricing, coupon: coupon.amount }).couponAmount;
    return answer({ status_code: 200, coupon_discount: Math.abs(applied), error_msg: '' });
  });

  /** success false when nothing was pending for the customer under that code. */
  serveCall(app, ctx.serve, calls['coupon.disuse'], async ({ params, body, auth }) => {
    const guard = guardCustomer(auth);
    if (!guard.ok) return guard.answer;
    if (body.restaurant_id !== params.restaurant_id) {
      return refuse(400, 'bad_request', orderingTexts.RESTAURANT_MISMATCH);
    }
    return answer({ success: await releasePending(ctx.db, body.coupon_code, guard.claims.customerId) });
  });
}
