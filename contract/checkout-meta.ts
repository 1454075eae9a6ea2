// The discount-info call at checkout (spec 000 §3 "Discount info response", §7 "Discount info").
import * as t from 'io-ts';
import { post } from './call-def.ts';
import { closed } from './closed.ts';
import {
  CustomerId,
  Id,
  Latitude,
  Longitude,
  nonEmptyText,
  nullable,
  PaymentType,
  TextLimit,
  text,
  Won,
} from './primitives.ts';
import { IdParam, LatParam, LngParam } from './query-params.ts';

/**
 * "additional_discount, restaurant_discount and coupon are true. delivery_fee_funding, yogipass,
 * yogipassx, yotime_deal, point and bargain_promotion are false." Fixed by the contract: any other
 * value is a bad request.
 */
export const FeatureConfiguration = closed('FeatureConfiguration', {
  additional_discount: t.literal(true),
  restaurant_discount: t.literal(true),
  coupon: t.literal(true),
  delivery_fee_funding: t.literal(false),
  yogipass: t.literal(false),
  yogipassx: t.literal(false),
  yotime_deal: t.literal(false),
  point: t.literal(false),
  bargain_promotion: t.literal(false),
});

export const featureConfiguration: t.TypeOf<typeof FeatureConfiguration> = {
  additional_discount: true,
  restaurant_discount: true,
  coupon: true,
  delivery_fee_funding: false,
  yogipass: false,
  yogipassx: false,
  yotime_deal: false,
  point: false,
  bargain_promotion: false,
};

export const DiscountInfoBody = closed('DiscountInfoBody', {
  restaurant_id: Id,
  lat: Latitude,
  lng: Longitude,
  serving_type: t.literal('vd'),
  service_type: t.literal('food'),
  yotimedeal_offer_id: nullable(Id),
  cart: closed('CartRef', { uuid: nonEmptyText(TextLimit.code), signature: nonEmptyText(TextLimit.token) }),
  payment_type: PaymentType,
  user_agent: text(TextLimit.free),
  customer_id: CustomerId,
  configuration: closed('Configuration', { feature_configuration: FeatureConfiguration }),
});

/**
 * Amounts are negative (discounts). Designed: `amount` next to `meta` in additional_discount.
 * available_discount_info.online_payment tells what paying online would save.
 */
export const DiscountInfo = t.type(
  {
    checkout_meta_discount_info: t.type({
      additional_discount: t.type({ amount: Won, meta: t.type({ can_use_coupon: t.boolean }) }),
    }),
    available_discount_info: t.type({
      online_payment: t.type({ additional_discount: Won, restaurant_discount: Won }),
    }),
  },
  'DiscountInfo',
);

export const checkoutMetaCalls = [
  post('checkout.discount-info', 'api', '/api/v1/checkout-meta/discount-info/:restaurant_id/:lat/:lng/', {
    params: closed('DiscountInfoParams', { restaurant_id: IdParam, lat: LatParam, lng: LngParam }),
    body: DiscountInfoBody,
    response: DiscountInfo,
  }),
] as const;
