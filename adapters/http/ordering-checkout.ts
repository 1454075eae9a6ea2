// The ordering port's checkout calls over HTTP: the guest's customer id, the stock check, the server
// cart, and the coupon calls.

import type { CouponRequest, OrderingGateway } from '../../domain/ports/gateway.ts';
import { answered, failed } from '../../domain/ports/gateway-failure.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { mapOk } from './result-map.ts';
import { cartAnswerOf, couponPayment, wireProductLine } from './wire-cart.ts';

type Part = Pick<
  OrderingGateway,
  'anonymousCustomer' | 'checkStock' | 'submitCart' | 'refreshCart' | 'couponDisuse' | 'couponCheck'
>;

function couponBody(req: CouponRequest, payment: NonNullable<ReturnType<typeof couponPayment>>) {
  return {
    restaurant_id: req.restaurant_id,
    coupon_code: req.coupon_code,
    phone: req.phone,
    payment,
    serving_type: 'vd' as const,
  };
}

const badPayment = (call: string) => failed({ kind: 'malformed', call, path: 'body $.payment' });

export function orderingCheckout({ client, tokens, deviceId }: GatewayDeps): Part {
  return {
    /** The guest's non-user token is stored: later calls carry it as their bearer (spec 000 §6). */
    async anonymousCustomer() {
      const answer = await client.callGateway('member.anonymous-customer', {}, { device_id: deviceId });
      if (answer.ok) tokens.store({ access_token: answer.value.access_token, refresh_token: null });
      return mapOk(answer, (a) => ({ customer_id: a.customer_id }));
    },
    async checkStock(req) {
      const answer = await client.callGateway(
        'stock.check',
        { restaurant_id: req.restaurant_id },
        {
          restaurant_id: req.restaurant_id,
          customer_id: req.customer_id,
          items: req.items.map(wireProductLine),
          lat: req.point.lat,
          lng: req.point.lng,
          discount_info: req.discount_info,
        },
      );
      return mapOk(answer, (a) => ({ ...a, title: a.title ?? '', body: a.body ?? '' }));
    },
    async submitCart(req) {
      const answer = await client.callGateway(
        'cart.submit',
        { customer_id: req.customer_id, restaurant_id: req.restaurant_id },
        {
          products: req.products.map(wireProductLine),
          lat: req.point.lat,
          lng: req.point.lng,
          payment_type: req.payment_type,
        },
      );
      return mapOk(answer, cartAnswerOf);
    },
    async refreshCart(req) {
      const answer = await client.callGateway(
        'cart.refresh',
        { customer_id: req.customer_id, restaurant_id: req.restaurant_id },
        {
          lat: req.point.lat,
          lng: req.point.lng,
          customer_id: req.customer_id,
          restaurant_id: req.restaurant_id,
          yotimedeal_offer_id: null,
          payment_type: req.payment_type,
        },
      );
      return mapOk(answer, cartAnswerOf);
    },
    /** `success: false` means no coupon was in use: not a failure. */
    async couponDisuse(req) {
      const payment = couponPayment(req.payment);
      if (payment === null) return badPayment('coupon.disuse');
      const params = { restaurant_id: req.restaurant_id };
      const answer = await client.callGateway('coupon.disuse', params, couponBody(req, payment));
      return answer.ok ? answered(null) : answer;
    },
    async couponCheck(req) {
      const payment = couponPayment(req.payment);
      if (payment === null) return badPayment('coupon.check');
      const params = { restaurant_id: req.restaurant_id };
      return client.callGateway('coupon.check', params, couponBody(req, payment));
    },
  };
}
