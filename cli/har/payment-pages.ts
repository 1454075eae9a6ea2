// A HAR's entries on the sandbox payment providers' pages, read as the customer's answer there: the
// card PG's and the wallet's form posts (action approve / decline / cancel) and the mobile-card
// popup's post to the next-step route (its ResultCode), each with where the provider sent the
// customer back (the 303's location: the thank-you page, or checkout with ?code=…); and the
// mobile-card popup opened, so that a popup closed unanswered can be told. No contract call: the
// paths are the providers' (domain/checkout/payment-handoff.ts).

import { mobileCardStart } from '../../domain/checkout/payment.ts';
import {
  MOBILE_CARD_POPUP_PATH,
  mobileCardNextStepPath,
  PG_PAGE_PREFIX,
  SANDBOX_MOBILE_CARD_CODES,
  WALLET_PAGE_PATH,
} from '../../domain/checkout/payment-handoff.ts';
import { type PaymentReturn, paymentReturn } from '../../domain/checkout/payment-return.ts';
import { contentText, type HarEntry } from './har-file.ts';

/** What a provider's page can be answered with (AnswerPayment's answers but the popup's close). */
export type PageAnswer = 'approve' | 'decline' | 'cancel';

export type PaymentPageEntry =
  | {
      readonly kind: 'answered';
      readonly index: number;
      readonly method: string;
      /** The path and query as sent, without the origin. */
      readonly path: string;
      /** The order the page was answered for, as the provider's form named it. */
      readonly orderNumber: string;
      /** The merchant's order number a mobile-card form names beside its own id (Moid). */
      readonly moid: string | null;
      readonly answer: PageAnswer;
      readonly status: number;
      /** Where the provider sent the customer; null when the HAR has no location (a refused answer). */
      readonly back: PaymentReturn | null;
    }
  | {
      readonly kind: 'popup-opened';
      readonly index: number;
      readonly orderNumber: string;
      readonly moid: string | null;
    };

const ANSWERS: readonly string[] = ['approve', 'decline', 'cancel'] satisfies readonly PageAnswer[];
const isAnswer = (value: string | null): value is PageAnswer => value !== null && ANSWERS.includes(value);

/** The mobile-card provider's result code as the answer it stands for (as the next-step route reads it). */
function answerOfCode(code: string | null): PageAnswer {
  const start = mobileCardStart({
    resultCode: code,
    userCancelled: code?.trim() === SANDBOX_MOBILE_CARD_CODES.userCancelled,
  });
  if (start.ok) return 'approve';
  return start.rejection.code === 'PAYMENT_CANCELLED' ? 'cancel' : 'decline';
}

function locationOf(entry: HarEntry): string | null {
  const header = entry.response.headers?.find((h) => h.name.toLowerCase() === 'location');
  return header?.value ?? null;
}

/** `/smilepay/next/` before the order id, `/` after it. */
const NEXT_STEP_PREFIX = mobileCardNextStepPath('x').slice(0, -'x/'.length);

function nextStepOrder(pathname: string): string | null {
  if (!pathname.startsWith(NEXT_STEP_PREFIX) || !pathname.endsWith('/')) return null;
  const id = pathname.slice(NEXT_STEP_PREFIX.length, -1);
  return id === '' || id.includes('/') ? null : decodeURIComponent(id);
}

/** The order and the answer a provider's form post carries, or null when the entry is none. */
function posted(
  pathname: string,
  form: URLSearchParams,
): { orderNumber: string; moid: string | null; answer: PageAnswer } | null {
  const action = form.get('action');
  if (pathname.startsWith(PG_PAGE_PREFIX) && isAnswer(action))
    return {
      orderNumber: decodeURIComponent(pathname.slice(PG_PAGE_PREFIX.length)),
      moid: null,
      answer: action,
    };
  const payKey = form.get('merchantPayKey');
  if (pathname === WALLET_PAGE_PATH && payKey !== null && isAnswer(action))
    return { orderNumber: payKey, moid: null, answer: action };
  const orderId = nextStepOrder(pathname);
  if (orderId !== null)
    return { orderNumber: orderId, moid: form.get('Moid'), answer: answerOfCode(form.get('ResultCode')) };
  return null;
}

/** The entry as a payment page's answer or opened popup; null for any other entry. */
export function readPaymentPage(entry: HarEntry, index: number): PaymentPageEntry | null {
  let url: URL;
  try {
    url = new URL(entry.request.url);
  } catch {
    return null;
  }
  const method = entry.request.method.toUpperCase();
  if (method === 'GET' && url.pathname === MOBILE_CARD_POPUP_PATH) {
    const moid = url.searchParams.get('Moid');
    const orderNumber = url.searchParams.get('OrderId') ?? moid;
    return orderNumber === null ? null : { kind: 'popup-opened', index, orderNumber, moid };
  }
  if (method !== 'POST') return null;
  const form = new URLSearchParams(contentText(entry.request.postData ?? {}) ?? '');
  const read = posted(url.pathname, form);
  if (read === null) return null;
  const location = locationOf(entry);
  return {
    kind: 'answered',
    index,
    method,
    path: `${url.pathname}${url.search}`,
    ...read,
    status: entry.response.status,
    back: location === null ? null : paymentReturn(location),
  };
}
