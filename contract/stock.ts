// The stock check before checkout (spec 000 §4 "Cart", §7 "Stock check").
import * as t from 'io-ts';
import { post } from './call-def.ts';
import { ProductLine } from './cart.ts';
import { closed } from './closed.ts';
import { Amount, Count, CustomerId, Id, Integer, Latitude, Longitude, nullable } from './primitives.ts';
import { RestaurantIdParams } from './restaurants.ts';

/**
 * Designed "discount info": the additional discount the client applied, so the server checks the
 * same cart; null when none applies.
 */
export const StockDiscountInfo = closed('StockDiscountInfo', {
  additional_discount: Amount,
  is_per_menu: t.boolean,
});
export type StockDiscountInfo = t.TypeOf<typeof StockDiscountInfo>;

export const StockCheckBody = closed('StockCheckBody', {
  restaurant_id: Id,
  /** Null for a guest without an anonymous customer yet. */
  customer_id: nullable(CustomerId),
  items: t.array(ProductLine),
  lat: Latitude,
  lng: Longitude,
  discount_info: nullable(StockDiscountInfo),
});

/** Designed: one line that cannot be served as asked, with what is left. */
export const StockShortage = t.type(
  { vendor_product_id: Id, name: t.string, stock_amount: Integer, quantity: Count },
  'StockShortage',
);
export type StockShortage = t.TypeOf<typeof StockShortage>;

/**
 * success: every line can be served. Otherwise title/body are the popup text, items the short
 * lines, and all (designed) is true when nothing in the cart can be served.
 */
export const StockCheckResult = t.type(
  {
    success: t.boolean,
    title: nullable(t.string),
    body: nullable(t.string),
    all: t.boolean,
    items: t.array(StockShortage),
  },
  'StockCheckResult',
);

export const stockCalls = [
  post('stock.check', 'api', '/api/v1/restaurants/:restaurant_id/cart/check_stock_amount/', {
    params: RestaurantIdParams,
    body: StockCheckBody,
    response: StockCheckResult,
  }),
] as const;
