// The order submission in domain terms: the body of spec 000 §3 "Order submission body" (the
// contract's type), the result with its provider fields, and the refusal entries of §8 "Cart
// submit errors".
import type { OrderSubmitBody } from '../../contract/order.ts';
import type { Won } from '../money.ts';
import type { StockShortage } from './cart-types.ts';
import type { GeoPoint } from './geo-point.ts';

export interface OrderRequest {
  readonly customer_id: string;
  readonly point: GeoPoint;
  /** Derived from the cart (uuid + signature): a repeated submit cannot create a second order. */
  readonly idempotency_key: string;
  /** The body of spec 000 §3 "Order submission body". */
  readonly body: OrderSubmitBody;
}

/** The portal wallet's payment request (spec 000 §3), passed to its SDK as is. */
export interface WalletRequest {
  readonly clientId: string;
  readonly mode: string;
  readonly chainId: string;
  readonly merchantUserKey: string;
  readonly merchantPayKey: string;
  readonly productName: string;
  readonly productCount: number;
  readonly productItems: readonly {
    readonly categoryType: string;
    readonly categoryId: string;
    readonly uid: string;
    readonly name: string;
    readonly count: number;
  }[];
  readonly totalPayAmount: Won;
  readonly taxScopeAmount: Won;
  readonly taxExScopeAmount: Won;
  readonly returnUrl: string;
}

/** The order result (spec 000 §3 "Order result"), provider fields included when online. */
export interface OrderResult extends Partial<WalletRequest> {
  readonly order_number: string | null;
  readonly payment_url?: string | null;
  readonly payment_amount?: Won;
  readonly payment_method?: string;
  /** The coupon's amount, negative. */
  readonly discounts?: { readonly coupon: Won };
  readonly restaurant?: { readonly id: number; readonly name: string };
  readonly total_order_amount?: Won;
  readonly OrderId?: string;
  readonly Moid?: string;
  readonly ResultCode?: string;
  readonly ResultMsg?: string;
  readonly TxnId?: string;
}

/** `[type, message, ...]`; an error_stock entry may carry the stock info third (spec 000 §8). */
export type OrderErrorEntry = readonly [string, string | null, ...unknown[]];

/**
 * An order submission either placed the order, or was refused with the cart-submit error entries
 * (spec 000 §8 "Cart submit errors"; on the wire a 4xx body `{ errors, stock_info }`).
 */
export type OrderSubmitAnswer =
  | { readonly kind: 'placed'; readonly result: OrderResult }
  | {
      readonly kind: 'refused';
      readonly errors: readonly OrderErrorEntry[];
      readonly stock_info: readonly StockShortage[] | null;
    };

/** An entry of the order's breakdown, named as the server cart names them (contract/order.ts). */
export interface OrderInfoDiscount {
  readonly type: string;
  readonly amount: Won;
}

/** An option chosen for an order line, by its group's name, and what it added to the unit price. */
/**
 * An option chosen for an order line, by its group's name, and what it added to the unit price.
 * The ids are jumun's extension for the reorder: absent from an older gateway's answer, where the
 * reorder finds the option by its name.
 */
export interface OrderInfoOption {
  readonly group: string;
  readonly name: string;
  readonly price: Won;
  readonly group_id?: number;
  readonly option_id?: number;
}

/**
 * An order line; `price` is the unit price with the options. The options, and the menu item's id
 * (jumun's reorder reads it), are absent in an older gateway's answer and in a log written before
 * they were recorded: a reorder then finds the line by its name in today's menu.
 */
export interface OrderInfoItem {
  readonly name: string;
  readonly quantity: number;
  readonly price: Won;
  readonly menu_item_id?: number;
  readonly options?: readonly OrderInfoOption[];
}

/**
 * The placed order as the order-info call answers it (contract/order.ts). The fields below the
 * first block came later: an older gateway's answer, and an OrderLoaded of a log written before
 * them, lack them, and the summary reads what it can without (checkout/order-summary.ts).
 */
export interface OrderInfo {
  readonly order_number: string;
  readonly restaurant_id: number;
  readonly restaurant_name: string;
  readonly status: string;
  readonly items: readonly OrderInfoItem[];
  /** Before the coupon: the food, the fee, the shortfall and the other discounts. */
  readonly total_order_amount: Won;
  readonly payment_amount: Won;
  readonly payment_method: string;
  readonly min_order_amount: Won;
  readonly delivery_fee?: Won;
  /** The food alone (items and options): checkout's 주문금액. */
  readonly items_total?: Won;
  /** Each amount taken off (negative) or the shortfall added; with the fee they sum to payment_amount. */
  readonly discounts?: readonly OrderInfoDiscount[];
  readonly address?: string;
  /** The request to the restaurant (요청사항). */
  readonly user_comment?: string;
}
