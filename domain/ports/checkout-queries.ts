// The checkout page's queries: the online payment methods the payment host offers and the
// discount information for the server cart (spec 000 §3 "Discount info response", §7).
import type { ResponseOf } from '../../contract/calls.ts';
import type { Won } from '../money.ts';
import type { PaymentKind } from './cart-types.ts';
import type { GatewayResult } from './gateway-failure.ts';
import type { GeoPoint } from './geo-point.ts';

/**
 * One online method (GET {payment}/v2/checkout-methods, merchant_type MOBILE_WEB). The type is as
 * sent (CARD, MOBILE, NAVERPAY...); `fromCheckoutMethodType` maps it to our payment ids.
 */
export type CheckoutMethod = ResponseOf<'payment.methods'>[number];

export interface DiscountInfoRequest {
  readonly restaurant_id: number;
  readonly point: GeoPoint;
  readonly customer_id: string;
  readonly cart: { readonly uuid: string; readonly signature: string };
  readonly payment_type: PaymentKind;
  readonly user_agent: string;
}

/** Amounts negative (discounts). */
export interface DiscountInfo {
  readonly additional_discount: Won;
  readonly can_use_coupon: boolean;
  /** What paying online would save. */
  readonly online_payment: { readonly additional_discount: Won; readonly restaurant_discount: Won };
}

export interface CheckoutQueries {
  paymentMethods(): Promise<GatewayResult<readonly CheckoutMethod[]>>;
  discountInfo(req: DiscountInfoRequest): Promise<GatewayResult<DiscountInfo>>;
}
