// The priced order as order info lists it (contract/order.ts): the food alone, and each amount taken
// off (or the minimum-order shortfall added) as its own entry named as the server cart names them,
// so `items_total + delivery_fee + discounts = payment_amount`.
import type { PriceBreakdown } from '../../../domain/pricing/index.ts';

/** Without the per-menu kind, which depends on the restaurant as it is now, not as it was. */
const DISCOUNT_TYPE: Record<PriceBreakdown['discounts'][number]['kind'], string> = {
  restaurant_percent: 'restaurant_discount',
  additional_delivery: 'additional_discount',
};

/** A placed order's shortfall was charged (a blocking one is never placed): no standing is needed. */
export function orderBreakdown(breakdown: Omit<PriceBreakdown, 'total' | 'deliveryFee' | 'minOrder'>) {
  const discounts = breakdown.discounts.map((d) => ({ type: DISCOUNT_TYPE[d.kind], amount: d.amount }));
  if (breakdown.couponAmount !== 0) discounts.push({ type: 'coupon', amount: breakdown.couponAmount });
  if (breakdown.shortfall > 0) discounts.push({ type: 'min_order_shortfall', amount: breakdown.shortfall });
  return { items_total: breakdown.itemsTotal, discounts };
}
