// Where an online order is paid once it is placed (spec 000 §4 "Submit outcome": "payment_url
// present: redirect there. Wallet result with clientId: opens that provider's payment. Mobile-card
// provider: opens a popup, then posts a form to the next-step route."; §8 "Result codes 0000 and 535
// count as success for the payment start").
// Decision: the wallet and the mobile-card provider are opened on their (sandbox) pages under this
// origin, with the order result's fields: the wallet page takes merchantPayKey and clientId, the
// popup OrderId and Moid; the popup itself posts the form to /smilepay/next/{orderId}/. A deployment
// with the real providers' SDKs replaces these two targets.
import { ok, type Result } from '../result.ts';
import { mobileCardStart } from './payment.ts';
import type { OrderResultReply, SubmitOutcome } from './submit-outcome.ts';

export const WALLET_PAGE_PATH = '/sandbox/wallet/pay';
export const MOBILE_CARD_POPUP_PATH = '/sandbox/smilepay/popup';
/** The sandbox card PG's page of an order: `/sandbox/pg/{order_number}`, the order result's payment_url. */
export const PG_PAGE_PREFIX = '/sandbox/pg/';

/** The mobile-card provider's next-step route (spec 000 §2), where its popup posts the result. */
export const mobileCardNextStepPath = (orderId: string): string =>
  `/smilepay/next/${encodeURIComponent(orderId)}/`;

/**
 * The sandbox mobile-card provider's result codes: 0000 and 535 start the payment (spec 000 §8),
 * 9999 is its decline and 9000 the customer's cancel.
 */
export const SANDBOX_MOBILE_CARD_CODES = {
  approved: '0000',
  started: '535',
  declined: '9999',
  userCancelled: '9000',
} as const;

/** The wallet fields the page needs (spec 000 §3 "Order result": a wallet provider's fields). */
export interface WalletReply extends OrderResultReply {
  readonly merchantPayKey?: string | null;
}

/** The wallet's payment page for an order result with a clientId; merchantPayKey falls back to the order number. */
export function walletPageUrl(result: WalletReply & { readonly clientId: string }): string {
  const payKey = result.merchantPayKey ?? String(result.order_number ?? '');
  const query = new URLSearchParams({ merchantPayKey: payKey, clientId: result.clientId });
  return `${WALLET_PAGE_PATH}?${query.toString()}`;
}

export function mobileCardPopupUrl(orderId: string, moid: string | null): string {
  const query = new URLSearchParams({ OrderId: orderId, Moid: moid ?? orderId });
  return `${MOBILE_CARD_POPUP_PATH}?${query.toString()}`;
}

/**
 * The page an online order is paid on (what OrderPlaced records as its redirectUrl), null for an
 * order paid on delivery; a mobile-card start whose result code is not a success is refused.
 */
export function paymentPage<R extends WalletReply>(outcome: SubmitOutcome<R>): Result<string | null> {
  switch (outcome.kind) {
    case 'redirect':
      return ok(outcome.url);
    case 'wallet':
      return ok(walletPageUrl({ ...outcome.result, clientId: outcome.clientId }));
    case 'mobile-card': {
      const start = mobileCardStart({ resultCode: outcome.fields.ResultCode, userCancelled: false });
      return start.ok ? ok(mobileCardPopupUrl(outcome.orderId, outcome.fields.Moid)) : start;
    }
    case 'thank-you':
      return ok(null);
    case 'rejected':
      return { ok: false, rejection: outcome.rejection };
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

/** What the web does next: leave for the payment page, open the provider popup, or nothing. */
export type PaymentHandoff =
  | { readonly kind: 'none' }
  | { readonly kind: 'leave'; readonly url: string }
  | { readonly kind: 'popup'; readonly url: string };

/**
 * From the placed order's payment page (the checkout projection's redirectUrl): the mobile-card
 * provider opens as a popup over the app; the PG and wallet pages replace the app, and return to it.
 */
export function paymentHandoff(redirectUrl: string | null): PaymentHandoff {
  if (redirectUrl === null || redirectUrl.trim() === '') return { kind: 'none' };
  return redirectUrl.startsWith(`${MOBILE_CARD_POPUP_PATH}?`)
    ? { kind: 'popup', url: redirectUrl }
    : { kind: 'leave', url: redirectUrl };
}
