// The gateway's own refusal texts for ordering, where domain/messages.ts has none: the spec leaves
// the server's wording open, so every entry here is worded here, in the catalogue's register.
import { formatMessage, messages } from '../../domain/messages.ts';
import type { Won } from '../../domain/money.ts';

export const orderingTexts = {
  /** The server message spec 000 §8 names; the client shows TOKEN_EXPIRED for it. */
  TOKEN_INVALID: 'expired or malformed token',
  NOT_YOUR_CUSTOMER_ID: messages.CUSTOMER_ID_MISMATCH,
  CART_NOT_FOUND: messages.CART_NOT_FOUND,
  CART_SIGNATURE_INVALID: messages.CART_SIGNATURE_INVALID,
  PRICE_CHANGED: messages.PRICE_CHANGED,
  AGREEMENT_REQUIRED: messages.AGREEMENT_REQUIRED,
  IDEMPOTENCY_KEY_REUSED: messages.IDEMPOTENCY_KEY_REUSED,
  RESTAURANT_MISMATCH: messages.CART_RESTAURANT_MISMATCH,
  COUPON_NOT_FOUND: messages.COUPON_NOT_FOUND,
  COUPON_EXPIRED: messages.COUPON_EXPIRED,
  COUPON_USED: messages.COUPON_USED,
  COUPON_ONLINE_ONLY: messages.COUPON_ONLINE_ONLY,
  COUPON_OFFLINE_ONLY: messages.COUPON_OFFLINE_ONLY,
  COUPON_NOT_CHECKED: messages.COUPON_NOT_CHECKED,
  COUPON_ONE_ONLY: messages.COUPON_ONE_ONLY,
  STOCK_TITLE: messages.STOCK_TITLE,
} as const;

export const couponMinOrderText = (min: Won): string =>
  formatMessage('COUPON_MIN_ORDER', { min: { won: min } });

export const stockLineText = (name: string, left: number): string =>
  formatMessage('STOCK_LINE', { name, n: Math.max(0, left) });
