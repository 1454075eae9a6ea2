// Checkout entry's discount information (spec 000 §4 "Checkout entry", §7 "Discount info"): whether
// a coupon may be used with this cart, and what paying online would save. Asked for the cart as
// inserted (payment assumed online); a failure leaves the defaults (coupon allowed, no online
// saving shown) rather than blocking the checkout.
import type { GeoPoint, Ports } from '../../ports/gateway.ts';
import { draft, type EventDraft } from '../../store/decision.ts';

export async function discountInfoEvents(
  cart: { readonly uuid: string; readonly signature: string },
  customerId: string,
  point: GeoPoint,
  restaurantId: number,
  ports: Ports,
): Promise<EventDraft[]> {
  const info = await ports.gateway.discountInfo({
    restaurant_id: restaurantId,
    point,
    customer_id: customerId,
    cart: { uuid: cart.uuid, signature: cart.signature },
    payment_type: 'online',
    user_agent: '',
  });
  if (!info.ok) return [];
  return [
    draft('DiscountInfoLoaded', {
      canUseCoupon: info.value.can_use_coupon,
      onlineAdditionalDiscount: info.value.online_payment.additional_discount,
      onlineRestaurantDiscount: info.value.online_payment.restaurant_discount,
    }),
  ];
}
