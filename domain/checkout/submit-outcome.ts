// Where an order result sends the customer (spec 000 §4 "Submit outcome").
import { type Rejection, rejection } from '../result.ts';
import { hrefOf } from '../routes/route-href.ts';

/** The order result fields that decide the route (spec 000 §3 "Order result"). */
export interface OrderResultReply {
  readonly order_number?: string | number | null;
  readonly payment_url?: string | null;
  /** Wallet provider. */
  readonly clientId?: string | null;
  /** Mobile-card provider. */
  readonly OrderId?: string | null;
  readonly Moid?: string | null;
  readonly ResultCode?: string | null;
  readonly ResultMsg?: string | null;
  readonly TxnId?: string | null;
}

export interface MobileCardFields {
  readonly OrderId: string | null;
  readonly Moid: string | null;
  readonly ResultCode: string | null;
  readonly ResultMsg: string | null;
  readonly TxnId: string | null;
}

export type SubmitOutcome<R extends OrderResultReply = OrderResultReply> =
  | { readonly kind: 'redirect'; readonly url: string }
  /** Open the wallet provider's payment with the whole result (it carries the provider fields). */
  | { readonly kind: 'wallet'; readonly clientId: string; readonly result: R }
  /** Open the provider popup with `fields`; once it starts (see mobileCardStart), post a form to `formAction`. */
  | {
      readonly kind: 'mobile-card';
      readonly orderId: string;
      readonly fields: MobileCardFields;
      readonly formAction: string;
    }
  /** Save the result and last_checkout, then go to `path`. */
  | { readonly kind: 'thank-you'; readonly orderNumber: string; readonly path: string; readonly result: R }
  | { readonly kind: 'rejected'; readonly rejection: Rejection };

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

export function thankYouPath(orderNumber: string): string {
  return hrefOf({ name: 'thankyou', orderNumber });
}

export function mobileCardNextPath(orderId: string): string {
  return hrefOf({ name: 'smilepayNext', orderId });
}

/** payment_url, then a wallet clientId, then mobile-card fields, then the thank-you page. */
export function submitOutcome<R extends OrderResultReply>(result: R): SubmitOutcome<R> {
  const paymentUrl = text(result.payment_url);
  if (paymentUrl !== null) return { kind: 'redirect', url: paymentUrl };

  const clientId = text(result.clientId);
  if (clientId !== null) return { kind: 'wallet', clientId, result };

  const orderNumber = text(result.order_number);
  const fields: MobileCardFields = {
    OrderId: text(result.OrderId),
    Moid: text(result.Moid),
    ResultCode: text(result.ResultCode),
    ResultMsg: text(result.ResultMsg),
    TxnId: text(result.TxnId),
  };
  if (fields.OrderId !== null || fields.Moid !== null || fields.TxnId !== null) {
    const orderId = fields.OrderId ?? fields.Moid ?? orderNumber;
    if (orderId === null) return { kind: 'rejected', rejection: rejection('ORDER_NUMBER_MISSING') };
    return { kind: 'mobile-card', orderId, fields, formAction: mobileCardNextPath(orderId) };
  }

  if (orderNumber === null) return { kind: 'rejected', rejection: rejection('ORDER_NUMBER_MISSING') };
  return { kind: 'thank-you', orderNumber, path: thankYouPath(orderNumber), result };
}
