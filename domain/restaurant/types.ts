// The restaurant entity in the spec's shape (spec 000 §3 "Restaurant").

import type { MenuCategory } from '../menu/types.ts';
import type { Won } from '../money.ts';

export type ServingType = 'vd' | 'od';
export type RestaurantPaymentMethod = 'online' | 'creditcard' | 'cash';

export interface DeliveryFeeTier {
  readonly order_amount: Won;
  readonly delivery_fee: Won;
}

export interface AdditionalDeliveryDiscount {
  /** Positive as configured; applied as a negative discount. */
  readonly amount: Won;
  /** The order amount from which the discount applies ("discount minimum"). */
  readonly discount_mov: Won;
  readonly is_per_menu: boolean;
  readonly only_for_member: boolean;
}

export interface Restaurant {
  readonly id: number;
  readonly name: string;
  readonly serving_type: ServingType;
  readonly open: boolean;
  readonly reachable: boolean;
  readonly address: string;
  readonly categories: readonly string[];
  readonly payment_methods: readonly RestaurantPaymentMethod[];
  readonly except_cash: boolean;
  readonly min_order_amount: Won;
  readonly delivery_fee: Won;
  readonly free_delivery_threshold: Won | null;
  readonly delivery_fee_by_order_amounts: { readonly basic: readonly DeliveryFeeTier[] } | null;
  readonly discount_percent: number | null;
  /** ISO 8601 datetimes; the percent discount applies only inside them (either may be null). */
  readonly discount_from: string | null;
  readonly discount_until: string | null;
  readonly discounts: {
    readonly additional?: { readonly delivery?: AdditionalDeliveryDiscount | null };
  } | null;
  readonly rating: number | null;
  readonly review_avg: number | null;
  readonly review_count: number;
  readonly open_time_description: string;
  readonly stock_management: boolean;
  readonly has_disposable_menu: boolean;
  readonly unorderable_under_min_order_value: boolean;
  readonly country_origin?: string;
  readonly introduction_by_owner?: {
    readonly introduction_text: string;
    readonly images?: readonly string[];
  };
  /** Added to the cart total (spec 000 §4 "Cart total = default_price plus ..."). */
  readonly default_price: Won;
  readonly lat?: number;
  readonly lng?: number;
}

/** A restaurant with its menu, as recorded when the customer opens it. */
export interface RestaurantWithMenu {
  readonly restaurant: Restaurant;
  readonly menu: readonly MenuCategory[];
}
