// CheckoutQueries over HTTP: the payment host's methods and the discount info.

import { featureConfiguration } from '../../contract/checkout-meta.ts';
import type { CheckoutQueries } from '../../domain/ports/checkout-queries.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { mapOk } from './result-map.ts';

export function httpCheckoutQueries({ client, userAgent }: GatewayDeps): CheckoutQueries {
  return {
    /** spec 000 §7 "Payment methods: merchant_type MOBILE_WEB" — the web app is the mobile web. */
    paymentMethods() {
      return client.callGateway('payment.methods', {}, { merchant_type: 'MOBILE_WEB' });
    },
    async discountInfo(req) {
      const { lat, lng } = req.point;
      const answer = await client.callGateway(
        'checkout.discount-info',
        { restaurant_id: req.restaurant_id, lat, lng },
        {
          restaurant_id: req.restaurant_id,
          lat,
          lng,
          serving_type: 'vd',
          service_type: 'food',
          yotimedeal_offer_id: null,
          cart: { uuid: req.cart.uuid, signature: req.cart.signature },
          payment_type: req.payment_type,
          user_agent: req.user_agent === '' ? userAgent : req.user_agent,
          customer_id: req.customer_id,
          configuration: { feature_configuration: featureConfiguration },
        },
      );
      return mapOk(answer, (d) => ({
        additional_discount: d.checkout_meta_discount_info.additional_discount.amount,
        can_use_coupon: d.checkout_meta_discount_info.additional_discount.meta.can_use_coupon,
        online_payment: d.available_discount_info.online_payment,
      }));
    },
  };
}
