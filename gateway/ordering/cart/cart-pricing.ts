// The server's arithmetic for a cart, by the domain's pricing rules (priceOrder), and the cart as
// the wire shows it (customer_cart: items with their discounts, the totals).
import type * as t from 'io-ts';
import type { CustomerCart, DeliveryInfo } from '../../../contract/cart.ts';
import type { Won } from '../../../domain/money.ts';
import {
  type AppliedDiscount,
  additionalDeliveryOffer,
  type PriceBreakdown,
  priceOrder,
} from '../../../domain/pricing/index.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import type { ResolvedLine } from './resolve-lines.ts';

export type WireCustomerCart = t.TypeOf<typeof CustomerCart>;
export type WireDeliveryInfo = t.TypeOf<typeof DeliveryInfo>;

export interface PricingContext {
  readonly restaurant: Restaurant;
  readonly lines: readonly ResolvedLine[];
  readonly nowMs: number;
  /** A member's token, not WITHDRAWAL_RESERVED: member-only discounts apply. */
  readonly isMember: boolean;
  /** The coupon's value (positive); priceOrder caps it so the total stays ≥ 0. */
  readonly coupon?: Won;
}

/**
 * Decision: no discount is tied to online payment in this product (the client prices both kinds
 * alike), so the payment type changes no amount here; it only matters to coupons.
 */
export function priceCart(ctx: PricingContext): PriceBreakdown {
  return priceOrder({
    restaurant: ctx.restaurant,
    cart: { default_price: ctx.restaurant.default_price, items: ctx.lines.map((l) => l.item) },
    now: ctx.nowMs,
    isMember: ctx.isMember,
    coupon: ctx.coupon ?? 0,
  });
}

function discountType(restaurant: Restaurant, discount: AppliedDiscount): string {
  if (discount.kind === 'restaurant_percent') return 'restaurant_discount';
  return additionalDeliveryOffer(restaurant)?.is_per_menu === true
    ? 'additional_discount_per_menu'
    : 'additional_discount';
}

/** A per-menu additional discount, itemised on the lines it counts (not the disposable item). */
function lineDiscounts(restaurant: Restaurant, breakdown: PriceBreakdown, line: ResolvedLine) {
  const offer = additionalDeliveryOffer(restaurant);
  const applied = breakdown.discounts.some((d) => d.kind === 'additional_delivery');
  if (offer === null || !offer.is_per_menu || !applied || line.item.ms_type === 'disposable') return [];
  const perUnit = Math.abs(line.item.discounts?.additional ?? 0);
  if (perUnit === 0) return [];
  return [
    {
      type: 'additional_discount_per_menu',
      amount: -perUnit * line.item.amount,
      meta: { applied_item_quantity: line.item.amount },
    },
  ];
}

/**
 * Priced without a coupon (coupons come with the order): items_total + delivery_fee + discounts =
 * total. The minimum-order shortfall, which the wire has
 * no field for, is listed among the discounts as a positive `min_order_shortfall` entry so that the
 * sum still holds.
 */
export function customerCart(
  ids: { readonly uuid: string; readonly signature: string; readonly admCode: string },
  ctx: PricingContext,
  breakdown: PriceBreakdown,
): WireCustomerCart {
  const discounts = breakdown.discounts.map((d) => ({
    type: discountType(ctx.restaurant, d),
    amount: d.amount,
  }));
  if (breakdown.minOrder === 'charged')
    discounts.push({ type: 'min_order_shortfall', amount: breakdown.shortfall });
  return {
    uuid: ids.uuid,
    signature: ids.signature,
    adm_code: ids.admCode,
    cart: {
      items: ctx.lines.map((line) => ({
        vendor_product_id: line.item.id,
        name: line.item.name,
        quantity: line.item.amount,
        price: line.item.price,
        discounts: lineDiscounts(ctx.restaurant, breakdown, line),
        option_sections: line.product.option_sections,
      })),
      items_total: breakdown.itemsTotal,
      delivery_fee: breakdown.deliveryFee,
      discounts,
      total: breakdown.total,
    },
  };
}

export function deliveryInfo(restaurant: Restaurant, admCode: string): WireDeliveryInfo {
  return {
    adm_code: admCode,
    minimum_order_value: restaurant.min_order_amount,
    free_delivery_threshold: restaurant.free_delivery_threshold,
    delivery_fee_by_order_amounts:
      restaurant.delivery_fee_by_order_amounts === null
        ? null
        : { basic: restaurant.delivery_fee_by_order_amounts.basic.map((tier) => ({ ...tier })) },
  };
}
