// Which cart-submit error is shown (spec 000 §8 "Cart submit errors") and the checkout-entry
// failure popup (spec 000 §4 "Checkout entry").
import { type Rejection, rejection } from '../result.ts';

/** The types in the order they are checked. */
export const cartSubmitErrorOrder = [
  'nothing',
  'zip_code',
  'phone_invalid',
  'discount',
  'additional_discount',
  'additional_discount_per_menu',
  'disable_safen_number',
  'items',
  'street_number',
  'payment',
  'coupon',
  'pre_order',
  'pickup',
  'yotimedeal',
  'phone',
  'error',
  'delivery_fee',
  'error_stock',
  'loyalty_points',
  'gift_validation',
  'subscription',
] as const;

export type CartSubmitErrorType = (typeof cartSubmitErrorOrder)[number];

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The first entry, by type order, among [type, message, ...] entries. Its message is shown, or the
 * default when it has none. For error_stock the stock_info (the entry's third element, else the
 * response's) goes along in details for the stock popup. Unknown types are ignored.
 */
export function cartSubmitErrorRejection(
  entries: readonly (readonly unknown[])[] | null | undefined,
  responseStockInfo?: unknown,
): Rejection {
  for (const type of cartSubmitErrorOrder) {
    const entry = entries?.find((e) => e[0] === type);
    if (entry === undefined) continue;
    const details: Record<string, unknown> = { type };
    if (type === 'error_stock') details.stock_info = entry[2] ?? responseStockInfo ?? null;
    const message = nonEmptyText(entry[1]);
    return message === null
      ? rejection('ORDER_NOT_PROCESSED', {}, details)
      : { code: 'ORDER_NOT_PROCESSED', message, details };
  }
  return rejection('ORDER_NOT_PROCESSED');
}

/** The popup when the cart does not pass the server insert: the first meta error that has a message. */
export function checkoutEntryFailure(
  meta: { readonly errors?: readonly { readonly message?: unknown }[] | null } | null | undefined,
): Rejection {
  const errors = meta?.errors ?? [];
  const first = errors.map((e) => nonEmptyText(e.message)).find((m) => m !== null) ?? null;
  return first === null
    ? rejection('CHECKOUT_NOT_INSERTED')
    : { code: 'CHECKOUT_NOT_INSERTED', message: first };
}
