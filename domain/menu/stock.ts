// Stock of a menu item (spec 000 §5 "Stock", §9 "Unlimited stock", "Remaining-count label").
import { formatMessage } from '../messages.ts';
import { ok, type Result, rejection } from '../result.ts';

/** 9999 or more is unlimited stock (spec 000 §9). */
export const UNLIMITED_STOCK = 9999;
/** The remaining-count label is hidden above this (spec 000 §9). */
export const STOCK_LABEL_MAX = 99;

/** A stocked item has a numeric stock below 9999; null, absent or ≥ 9999 is unlimited. */
export function isStocked(stockAmount: number | null | undefined): stockAmount is number {
  return typeof stockAmount === 'number' && stockAmount < UNLIMITED_STOCK;
}

/** "(N개 남음)" for a stocked item with 0..99 left; null when the label is hidden. */
export function remainingLabel(stockAmount: number | null | undefined): string | null {
  if (!isStocked(stockAmount) || stockAmount > STOCK_LABEL_MAX) return null;
  return formatMessage('STOCK_REMAINING_LABEL', { n: Math.max(0, stockAmount) });
}

export interface StockRequest {
  readonly stockAmount: number | null | undefined;
  /** The amount the customer asks for now. */
  readonly requested: number;
  /** What the cart already holds for the same id_for_stock, across option combinations. */
  readonly inCart: number;
}

/**
 * Requested plus in-cart may not exceed stock (spec 000 §5 "Stock"). Answers the combined amount.
 * An unlimited item always passes.
 */
export function checkStock(request: StockRequest): Result<number> {
  const { stockAmount, requested, inCart } = request;
  const combined = requested + inCart;
  if (!isStocked(stockAmount) || combined <= stockAmount) return ok(combined);
  const remaining = Math.max(0, stockAmount - inCart);
  return {
    ok: false,
    rejection: rejection('STOCK_EXCEEDED', undefined, {
      stock_amount: stockAmount,
      in_cart: inCart,
      remaining,
    }),
  };
}
