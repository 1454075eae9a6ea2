// The cart's server calls in domain terms and the spec's field names: product lines, the stock
// check and the server cart (spec 000 §3 "Server cart (customer_cart)", §7).
import type { Won } from '../money.ts';
import type { GeoPoint } from './geo-point.ts';

/** The options chosen in one group of a line: the group id and its option ids. */
export interface OptionSection {
  readonly section_id: number;
  readonly option_ids: readonly number[];
}

/**
 * One cart line as the stock check and cart submit take it, in the spec's field names (spec 000 §7
 * "Stock check": vendor_product_id, vendor_category_id, quantity, option_sections). `name` and
 * `unit_price` are the client's view of the line: adapters that price (in-memory) or report (stock
 * popups) use them; the HTTP adapter does not send them, the server prices the cart itself.
 */
export interface ProductLine {
  readonly vendor_product_id: number;
  /** The slug of the menu category the item belongs to. */
  readonly vendor_category_id: string;
  readonly quantity: number;
  readonly option_sections: readonly OptionSection[];
  readonly name: string;
  readonly unit_price: Won;
}

/** The additional discount the client applied, so the server checks the same cart (negative). */
export interface StockDiscountInfo {
  readonly additional_discount: Won;
  readonly is_per_menu: boolean;
}

export interface StockCheckRequest {
  readonly restaurant_id: number;
  readonly customer_id: string;
  readonly point: GeoPoint;
  readonly items: readonly ProductLine[];
  readonly discount_info: StockDiscountInfo | null;
}

/** One line that cannot be served as asked, with what is left. */
export interface StockShortage {
  readonly vendor_product_id: number;
  readonly name: string;
  readonly stock_amount: number;
  readonly quantity: number;
}

export interface StockCheckAnswer {
  readonly success: boolean;
  readonly title: string;
  readonly body: string;
  /** Nothing in the cart can be served. */
  readonly all: boolean;
  readonly items: readonly StockShortage[];
}

export type PaymentKind = 'online' | 'offline';

export interface CartSubmitRequest {
  readonly customer_id: string;
  readonly restaurant_id: number;
  readonly point: GeoPoint;
  readonly zipcode: string;
  readonly payment_type: PaymentKind;
  readonly products: readonly ProductLine[];
}

/** A discount on one server cart line: negative, applied to `applied_item_quantity` units. */
export interface ServerLineDiscount {
  readonly kind: string;
  readonly amount: Won;
  readonly applied_item_quantity: number;
}

export interface ServerCartLine {
  readonly vendor_product_id: number;
  readonly name: string;
  readonly quantity: number;
  /** The unit price as the server priced it, options included. */
  readonly price: Won;
  readonly discounts: readonly ServerLineDiscount[];
}

/** The server's cart (spec 000 §3 "Server cart (customer_cart)"). */
export interface ServerCart {
  readonly uuid: string;
  readonly signature: string;
  readonly adm_code: string;
  readonly items: readonly ServerCartLine[];
  readonly items_total: Won;
  readonly delivery_fee: Won;
  /** Negative amounts, by kind. */
  readonly discounts: readonly { readonly kind: string; readonly amount: Won }[];
  readonly total: Won;
}

/** meta.delivery_info of the cart answer. */
export interface CartDeliveryInfo {
  readonly adm_code: string;
  readonly minimum_order_value: Won;
  readonly free_delivery_threshold: Won | null;
  readonly delivery_fee_by_order_amounts: {
    readonly basic: readonly { readonly order_amount: Won; readonly delivery_fee: Won }[];
  } | null;
}

/**
 * What cart submit and cart refresh answer: customer_cart and meta. The cart did not pass the
 * server insert when `cart` is null or `errors` is not empty; the first message is shown (spec 000
 * §4 "Checkout entry").
 */
export interface CartAnswer {
  readonly cart: ServerCart | null;
  readonly delivery_info: CartDeliveryInfo | null;
  readonly errors: readonly { readonly message: string; readonly type?: string }[];
}
