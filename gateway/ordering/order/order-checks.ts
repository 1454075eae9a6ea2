// Everything order submit checks before it writes: the phone (verified), the restaurant and cart
// again (open, in reach, menu, minimum order, stock), the payment and the agreements, the coupon,
// the total the client asks to pay against the server's own, and last the blocklist: its bcrypt
// comparisons are the one expensive check, so every cheap refusal is answered without them.
import type * as t from 'io-ts';
import type { OrderSubmitBody } from '../../../contract/order.ts';
import type { PriceBreakdown } from '../../../domain/pricing/index.ts';
import { rejection } from '../../../domain/result.ts';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { BlocklistCheck } from '../../db/blocklist-check.ts';
import type { Sql } from '../../db/database.ts';
import type { PhoneKey } from '../../request-keys.ts';
import { type CartProblem, type EvaluatedCart, evaluateCart } from '../cart/cart-evaluation.ts';
import { priceCart } from '../cart/cart-pricing.ts';
import type { StoredCart } from '../cart/cart-store.ts';
import { type Coupon, judgeCoupon } from '../coupon/coupon-rules.ts';
import { findCoupon, isPending, usedBefore } from '../coupon/coupon-store.ts';
import { isBlocked, isPhoneVerified, memberOf } from '../customer-status.ts';
import { orderingTexts } from '../ordering-texts.ts';
import { restaurantTakesService, serviceKind } from '../payment-service.ts';
import { type OrderRefusal, orderRefusal } from './order-refusal.ts';

export type OrderBody = t.TypeOf<typeof OrderSubmitBody>;

export interface CheckedOrder {
  readonly cart: StoredCart;
  readonly evaluated: EvaluatedCart;
  readonly coupon: Coupon | null;
  readonly breakdown: PriceBreakdown;
}

export type OrderCheck =
  | { readonly ok: true; readonly order: CheckedOrder }
  | { readonly ok: false; readonly refusal: OrderRefusal };

const refused = (refusal: OrderRefusal): OrderCheck => ({ ok: false, refusal });

function problemRefusal(problem: CartProblem): OrderRefusal {
  const { message } = problem.rejection;
  switch (problem.type) {
    case 'error_stock':
      return orderRefusal(409, 'error_stock', message, {
        extra: problem.shortages,
        stockInfo: problem.shortages,
      });
    case 'items':
      return orderRefusal(400, 'items', message);
    case 'zip_code':
      return orderRefusal(400, 'zip_code', message);
    case 'nothing':
    case 'closed':
    case 'min_order':
      return orderRefusal(400, 'error', message);
    default: {
      const never: never = problem.type;
      return never;
    }
  }
}

async function checkCoupon(
  sql: Sql,
  body: OrderBody,
  customerId: string,
  ctx: { readonly nowMs: number; readonly itemsTotal: number; readonly phoneKey: PhoneKey },
): Promise<
  | { readonly ok: true; readonly coupon: Coupon | null }
  | { readonly ok: false; readonly refusal: OrderRefusal }
> {
  const asked = body.payment.user_benefits.coupons;
  const first = asked[0];
  if (first === undefined) return { ok: true, coupon: null };
  if (asked.length > 1)
    return { ok: false, refusal: orderRefusal(400, 'coupon', orderingTexts.COUPON_ONE_ONLY) };
  const coupon = await findCoupon(sql, first.code);
  if (coupon === null)
    return { ok: false, refusal: orderRefusal(400, 'coupon', orderingTexts.COUPON_NOT_FOUND) };
  // Only a coupon the customer checked (and did not disuse since) is taken.
  if (!(await isPending(sql, coupon.code, customerId))) {
    return { ok: false, refusal: orderRefusal(400, 'coupon', orderingTexts.COUPON_NOT_CHECKED) };
  }
  const verdict = judgeCoupon(coupon, {
    nowMs: ctx.nowMs,
    itemsTotal: ctx.itemsTotal,
    paymentKind: serviceKind(body.payment.service),
    usedBefore: await usedBefore(sql, coupon.code, customerId, ctx.phoneKey),
  });
  return verdict.ok
    ? { ok: true, coupon }
    : { ok: false, refusal: orderRefusal(400, 'coupon', verdict.message) };
}

export async function checkOrder(
  sql: Sql,
  input: {
    readonly claims: TokenClaims;
    readonly cart: StoredCart;
    readonly body: OrderBody;
    /** The body's customer phone as the request's keys key it (request-keys.ts). */
    readonly phoneKey: PhoneKey;
    readonly nowMs: number;
    readonly blocklist: BlocklistCheck;
  },
): Promise<OrderCheck> {
  const { claims, cart, body, nowMs, phoneKey } = input;
  const phone = body.customer.phone;
  if (body.delivery_info.phone !== phone)
    return refused(orderRefusal(400, 'phone_invalid', rejection('PHONE_INVALID').message));
  if (!(await isPhoneVerified(sql, phoneKey, claims.customerId, nowMs))) {
    return refused(orderRefusal(400, 'phone', rejection('PHONE_NOT_VERIFIED').message));
  }
  const evaluated = await evaluateCart(sql, {
    restaurantId: cart.restaurantId,
    products: cart.products,
    point: { lat: body.customer.lat, lng: body.customer.lng },
    nowMs,
  });
  if (!evaluated.ok) return refused(problemRefusal(evaluated.problem));
  const service = body.payment.service;
  if (!restaurantTakesService(evaluated.cart.restaurant, service)) {
    return refused(orderRefusal(400, 'payment', rejection('PAYMENT_NOT_ALLOWED').message));
  }
  const online = serviceKind(service) === 'online';
  if (!body.agreements.third_party_provision || (online && !body.agreements.efinance)) {
    return refused(orderRefusal(400, 'error', orderingTexts.AGREEMENT_REQUIRED));
  }
  const { isMember } = await memberOf(sql, claims);
  const pricing = { ...evaluated.cart, nowMs, isMember };
  const coupon = await checkCoupon(sql, body, claims.customerId, {
    nowMs,
    itemsTotal: priceCart(pricing).itemsTotal,
    phoneKey,
  });
  if (!coupon.ok) return refused(coupon.refusal);
  const breakdown = priceCart({ ...pricing, coupon: coupon.coupon?.amount ?? 0 });
  if (body.payment.total !== breakdown.total) {
    return refused(
      orderRefusal(409, 'error', orderingTexts.PRICE_CHANGED, { extra: { total: breakdown.total } }),
    );
  }
  if (await isBlocked(sql, input.blocklist, claims.customerId, phone)) {
    return refused(orderRefusal(403, 'error', rejection('PAGE_LOAD_PROBLEM').message));
  }
  return { ok: true, order: { cart, evaluated: evaluated.cart, coupon: coupon.coupon, breakdown } };
}
