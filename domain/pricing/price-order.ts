// The order's money breakdown: the values behind checkout.itemsTotal, deliveryFee, shortfall,
// discounts, coupon.amount and total (spec 000 §9 "Money rules").
import { asDiscount, sumWon, type Won } from '../money.ts';
import { type AdditionalDiscountRules, additionalDeliveryDiscount } from './additional-discount.ts';
import { appliedCoupon } from './coupon.ts';
import { type DeliveryFeeRules, deliveryFee } from './delivery-fee.ts';
import type { Instant } from './discount-window.ts';
import { itemsTotal, type PricedCart, perMenuDiscountBase } from './items-total.ts';
import {
  type MinOrderRules,
  type MinOrderStanding,
  minOrderShortfall,
  minOrderStanding,
} from './min-order.ts';
import { type PercentDiscountRules, restaurantPercentDiscount } from './restaurant-discount.ts';

export type PricingRules = DeliveryFeeRules & MinOrderRules & PercentDiscountRules & AdditionalDiscountRules;

export type DiscountKind = 'restaurant_percent' | 'additional_delivery';

export interface AppliedDiscount {
  readonly kind: DiscountKind;
  /** Always negative: only discounts that took money off are listed. */
  readonly amount: Won;
}

export interface PricingInput {
  readonly restaurant: PricingRules;
  readonly cart: PricedCart;
  /** The clock, from the event's metadata. */
  readonly now: Instant;
  readonly isMember: boolean;
  /** The verified coupon's coupon_discount (either sign); absent or 0 without a coupon. */
  readonly coupon?: Won;
}

export interface PriceBreakdown {
  readonly itemsTotal: Won;
  readonly deliveryFee: Won;
  /** What the items fall short of the minimum order, charged or not. */
  readonly shortfall: Won;
  /** Whether the shortfall is charged (in the total) or blocks ordering (not in it). */
  readonly minOrder: MinOrderStanding;
  readonly discounts: readonly AppliedDiscount[];
  /** ≤ 0. */
  readonly couponAmount: Won;
  /** (shortfall when charged) + deliveryFee + itemsTotal + discounts + couponAmount, never below 0. */
  readonly total: Won;
}

/**
 * Prices an order. The shortfall is charged only where ordering goes on with it (`charged`): a
 * blocked cart's total is what its food and delivery cost, the amount the customer reads while
 * adding more, never a shortfall that cannot be paid. Discounts are applied in a fixed
 * order (percent, then additional) and each is capped at what food and delivery still cost, so
 * discounts never eat into the shortfall surcharge nor make the total negative; the coupon comes
 * last and is capped at what is left.
 */
export function priceOrder(input: PricingInput): PriceBreakdown {
  const { restaurant, cart } = input;
  const items = itemsTotal(cart);
  const fee = deliveryFee(restaurant, items);
  const shortfall = minOrderShortfall(restaurant.min_order_amount, items);
  const minOrder = minOrderStanding(restaurant, items);
  const charged = minOrder === 'charged' ? shortfall : 0;

  const wanted: readonly AppliedDiscount[] = [
    { kind: 'restaurant_percent', amount: restaurantPercentDiscount(restaurant, items, input.now) },
    {
      kind: 'additional_delivery',
      amount: additionalDeliveryDiscount(restaurant, {
        itemsTotal: items,
        perMenuAmount: perMenuDiscountBase(cart.items),
        isMember: input.isMember,
      }),
    },
  ];
  const discounts: AppliedDiscount[] = [];
  let room = Math.max(0, items + fee);
  for (const discount of wanted) {
    const amount = asDiscount(Math.min(Math.abs(discount.amount), room));
    if (amount === 0) continue;
    discounts.push({ kind: discount.kind, amount });
    room += amount;
  }

  const beforeCoupon = charged + fee + items + sumWon(discounts.map((d) => d.amount));
  const couponAmount = appliedCoupon(input.coupon ?? 0, beforeCoupon);
  return {
    itemsTotal: items,
    deliveryFee: fee,
    shortfall,
    minOrder,
    discounts,
    couponAmount,
    total: Math.max(0, beforeCoupon + couponAmount),
  };
}
