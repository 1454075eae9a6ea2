// The server cart: cart submit and cart refresh (spec 000 §3 "Server cart (customer_cart)", §7).
import * as t from 'io-ts';
import { post } from './call-def.ts';
import { closed } from './closed.ts';
import {
  Count,
  CustomerId,
  Id,
  Latitude,
  Longitude,
  NonEmptyString,
  nullable,
  PaymentType,
  Quantity,
  readonlyArray,
  SmallCount,
  TextLimit,
  text,
  Won,
  withOptional,
} from './primitives.ts';
import { IdParam } from './query-params.ts';
import { DeliveryFeeByOrderAmounts } from './restaurants.ts';

/** The options chosen in one group. Designed: a group id and its option ids. */
export const OptionSection = closed('OptionSection', { section_id: Id, option_ids: readonlyArray(Id) });
export type OptionSection = t.TypeOf<typeof OptionSection>;

/** Designed: an option picked more than once (an extra ingredient with a quantity). */
export const IngredientSet = closed('IngredientSet', { id: Id, quantity: SmallCount });

/**
 * One cart line as sent (stock check items, cart submit products), in the stock check's field names
 * (spec 000 §7): the menu item id, the category slug, the amount and the chosen options.
 */
export const ProductLine = closed('ProductLine', {
  vendor_product_id: Id,
  vendor_category_id: text(TextLimit.code),
  quantity: Quantity,
  option_sections: readonlyArray(OptionSection),
  additionalIngredientSets: readonlyArray(IngredientSet),
});
export type ProductLine = t.TypeOf<typeof ProductLine>;

/** Designed beyond `products`: the point and the payment kind, when the client knows them. */
export const CartSubmitBody = closed(
  'CartSubmitBody',
  { products: t.array(ProductLine) },
  { lat: Latitude, lng: Longitude, payment_type: PaymentType },
);

export const CartRefreshBody = closed('CartRefreshBody', {
  lat: Latitude,
  lng: Longitude,
  customer_id: CustomerId,
  restaurant_id: Id,
  /** Always null in this product (no time deals). */
  yotimedeal_offer_id: nullable(Id),
  payment_type: PaymentType,
});

/** A discount on one cart line; amount negative; it applies to `applied_item_quantity` units. */
export const ServerItemDiscount = t.type(
  { type: t.string, amount: Won, meta: t.type({ applied_item_quantity: Count }) },
  'ServerItemDiscount',
);

/** Designed beyond `discounts`: the line as the server priced it (unit price with options). */
export const ServerCartItem = withOptional(
  'ServerCartItem',
  {
    vendor_product_id: Id,
    name: t.string,
    quantity: Count,
    /** The unit price as the server priced it, options included. */
    price: Won,
    discounts: readonlyArray(ServerItemDiscount),
  },
  { option_sections: readonlyArray(t.type({ section_id: Id, option_ids: readonlyArray(Id) })) },
);
export type ServerCartItem = t.TypeOf<typeof ServerCartItem>;

/**
 * Designed beyond uuid, signature, adm_code and items: the server's totals, so checkout shows the
 * server's arithmetic (items_total + delivery_fee + discounts = total; discounts negative).
 */
export const CustomerCart = t.type(
  {
    uuid: NonEmptyString,
    signature: NonEmptyString,
    adm_code: t.string,
    cart: t.type({
      items: readonlyArray(ServerCartItem),
      items_total: Won,
      delivery_fee: Won,
      /** Negative amounts, by type. */
      discounts: readonlyArray(t.type({ type: t.string, amount: Won })),
      total: Won,
    }),
  },
  'CustomerCart',
);
export type CustomerCart = t.TypeOf<typeof CustomerCart>;

export const DeliveryInfo = t.type(
  {
    adm_code: t.string,
    minimum_order_value: Won,
    free_delivery_threshold: nullable(Won),
    delivery_fee_by_order_amounts: nullable(DeliveryFeeByOrderAmounts),
  },
  'DeliveryInfo',
);
export type DeliveryInfo = t.TypeOf<typeof DeliveryInfo>;

export const CartError = withOptional('CartError', { message: t.string }, { type: t.string });
export type CartError = t.TypeOf<typeof CartError>;

/**
 * Both calls answer this. On failure (not deliverable now or here) customer_cart and delivery_info
 * are null and errors holds at least one {message}; the first is shown (spec 000 §4).
 */
export const CartAnswer = t.type(
  {
    customer_cart: nullable(CustomerCart),
    meta: t.type({
      delivery_info: nullable(DeliveryInfo),
      errors: readonlyArray(CartError),
    }),
  },
  'CartAnswer',
);

const CartParams = closed('CartParams', { customer_id: CustomerId, restaurant_id: IdParam });
const base = '/cart/v3/food/customers/:customer_id/restaurants/:restaurant_id/vd';

export const cartCalls = [
  post('cart.submit', 'gateway', `${base}/`, {
    params: CartParams,
    body: CartSubmitBody,
    response: CartAnswer,
  }),
  post('cart.refresh', 'gateway', `${base}/refresh/`, {
    params: CartParams,
    body: CartRefreshBody,
    response: CartAnswer,
  }),
] as const;
