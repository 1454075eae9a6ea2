// The cart's server calls in domain terms and the spec's field names: product lines, the stock
// check and the server cart (spec 000 §3 "Server cart (customer_cart)", §7). The shapes are the
// contract's, the server cart (customer_cart) included, as it arrives.
import type {
  CartError,
  CustomerCart,
  DeliveryInfo,
  ProductLine as WireProductLine,
} from '../../contract/cart.ts';
import type { StockDiscountInfo, StockShortage } from '../../contract/stock.ts';
import type { Won } from '../money.ts';
import type { GeoPoint } from './geo-point.ts';

export type { StockDiscountInfo, StockShortage } from '../../contract/stock.ts';

/**
 * One cart line as the stock check and cart submit take it (spec 000 §7 "Stock check":
 * vendor_product_id, vendor_category_id, quantity, option_sections). `name` and `unit_price` are
 * the client's view of the line: adapters that price (in-memory) or report (stock popups) use them;
 * the HTTP adapter does not send them, the server prices the cart itself. Options picked more than
 * once do not exist in this product, so the line has no additionalIngredientSets.
 */
export interface ProductLine extends Omit<WireProductLine, 'additionalIngredientSets'> {
  readonly name: string;
  readonly unit_price: Won;
}

export interface StockCheckRequest {
  readonly restaurant_id: number;
  readonly customer_id: string;
  readonly point: GeoPoint;
  readonly items: readonly ProductLine[];
  readonly discount_info: StockDiscountInfo | null;
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

/** The server's cart (spec 000 §3 "Server cart (customer_cart)"): uuid, signature, adm_code and the priced cart. */
export type ServerCart = CustomerCart;

/** meta.delivery_info of the cart answer. */
export type CartDeliveryInfo = DeliveryInfo;

/**
 * What cart submit and cart refresh answer: customer_cart and meta. The cart did not pass the
 * server insert when `cart` is null or `errors` is not empty; the first message is shown (spec 000
 * §4 "Checkout entry").
 */
export interface CartAnswer {
  readonly cart: ServerCart | null;
  readonly delivery_info: CartDeliveryInfo | null;
  readonly errors: readonly CartError[];
}
