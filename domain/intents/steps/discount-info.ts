// Checkout entry's discount information (spec 000 §4 "Checkout entry", §7 "Discount info"): whether
// a coupon may be used with this cart, and what paying online would save. Asked for the cart as
// inserted (payment assumed online); a failure leaves the defaults (coupon allowed, no online
// saving shown) rather than blocking the checkout.
import type { DiscountInfoRequest } from '../../ports/checkout-queries.ts';
import type { GeoPoint } from '../../ports/gateway.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import { ask, type Workflow } from '../../store/workflow.ts';

function discountInfoRequest(
  cart: { readonly uuid: string; readonly signature: string },
  customerId: string,
  point: GeoPoint,
  restaurantId: number,
): DiscountInfoRequest {
  return {
    restaurant_id: restaurantId,
    point,
    customer_id: customerId,
    cart: { uuid: cart.uuid, signature: cart.signature },
    payment_type: 'online',
    user_agent: '',
  };
}

/** The discount information for the inserted cart, recorded when the server answers. */
export function* discountInfoEvents(
  cart: { readonly uuid: string; readonly signature: string },
  customerId: string,
  point: GeoPoint,
  restaurantId: number,
): Workflow<EventDraft[]> {
  const info = yield* ask(
    'gateway',
    'discountInfo',
    discountInfoRequest(cart, customerId, point, restaurantId),
  );
  if (!info.ok) return [];
  return [
    draft('DiscountInfoLoaded', {
      canUseCoupon: info.value.can_use_coupon,
      onlineAdditionalDiscount: info.value.online_payment.additional_discount,
      onlineRestaurantDiscount: info.value.online_payment.restaurant_discount,
    }),
  ];
}
