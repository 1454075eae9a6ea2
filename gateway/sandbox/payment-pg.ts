// The sandbox card PG (onlycard, onlyhpp, onlydbank, kakaopay…): an online order's payment_url
// `/sandbox/pg/{order_number}` opens this page, and approve / decline / cancel settle the order and
// send the customer back to the app as a real PG's return would. The settlement is shared with
// the wallet and the mobile-card sandboxes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as t from 'io-ts';
import { thankYouPath } from '../../domain/checkout/submit-outcome.ts';
import { type MessageCode, messages } from '../../domain/messages.ts';
import type { Language } from '../../domain/shell/language.ts';
import type { GatewayContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { OrderStatus } from '../ordering/order/order-status.ts';
import {
  HELD_ORDER_COLUMNS,
  type HeldOrder,
  PAST_PAYMENT_WINDOW,
  returnStock,
} from '../ordering/order/unpaid-orders.ts';
import { recordReceived } from '../ordering/progress/progress-store.ts';
import { pageLanguageOf, paymentPageTexts } from './payment-page.texts.ts';
import { type ActionForm, noticePage, paymentPage, sendHtml } from './sandbox-page.ts';

export const PaymentAction = t.keyof({ approve: null, decline: null, cancel: null }, 'PaymentAction');
export type PaymentAction = t.TypeOf<typeof PaymentAction>;

/** A payment moves an order on from awaiting_payment, and only from there. */
export const statusAfter: Readonly<Record<PaymentAction, OrderStatus>> = {
  approve: OrderStatus.PAID,
  decline: OrderStatus.PAYMENT_FAILED,
  cancel: OrderStatus.CANCELLED,
};

export interface PayableOrder {
  readonly orderNumber: string;
  readonly status: string;
  readonly total: number;
}

export type Settlement =
  | { readonly kind: 'settled'; readonly action: PaymentAction; readonly order: PayableOrder }
  | { readonly kind: 'missing' }
  | { readonly kind: 'not-awaiting'; readonly order: PayableOrder };

interface OrderRow {
  readonly order_number: string;
  readonly status: string;
  readonly total: number;
}

const fromRow = (row: OrderRow): PayableOrder => ({
  orderNumber: row.order_number,
  status: row.status,
  total: Number(row.total),
});

/** What a database can be asked for as an order number: text without NUL or a lone surrogate. */
const isOrderNumber = (raw: string): boolean =>
  !raw.includes('\u0000') &&
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(raw);

export async function findOrder(db: Sql, orderNumber: string): Promise<PayableOrder | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const [row] = await db.query<OrderRow>(
    'SELECT order_number, status, total FROM orders WHERE order_number = $1',
    [orderNumber],
  );
  return row === undefined ? null : fromRow(row);
}

/**
 * Moves an order on only from awaiting payment, in one transaction with the order's row locked, so
 * that a repeated or racing post settles it once and later posts change nothing. A decline or a
 * cancel returns the order's stock in that transaction; an order past its payment window cannot
 * be paid any more: it is cancelled as expired and its stock returned.
 */
export async function settleOrder(
  ctx: Pick<GatewayContext, 'db' | 'gatewayClock' | 'settings'>,
  orderNumber: string,
  action: PaymentAction,
): Promise<Settlement> {
  type Row = OrderRow & HeldOrder & { readonly past: boolean };
  if (!isOrderNumber(orderNumber)) return { kind: 'missing' };
  return ctx.db.transaction(async (tx): Promise<Settlement> => {
    const [row] = await tx.query<Row>(
      `SELECT ${HELD_ORDER_COLUMNS}, status, total, ${PAST_PAYMENT_WINDOW} AS past
       FROM orders WHERE order_number = $3 FOR UPDATE`,
      [new Date(ctx.gatewayClock.now()), ctx.settings.paymentWindowMs, orderNumber],
    );
    if (row === undefined) return { kind: 'missing' };
    if (row.status !== OrderStatus.AWAITING_PAYMENT) return { kind: 'not-awaiting', order: fromRow(row) };
    const status = row.past === true ? OrderStatus.PAYMENT_EXPIRED : statusAfter[action];
    await tx.query('UPDATE orders SET status = $2 WHERE order_number = $1', [orderNumber, status]);
    if (status !== OrderStatus.PAID) await returnStock(tx, [row]);
    // paid: the restaurant has the order now (ordering/progress/progress-store.ts)
    else await recordReceived(tx, orderNumber, ctx.gatewayClock.now());
    const order = fromRow({ ...row, status });
    return status === OrderStatus.PAYMENT_EXPIRED
      ? { kind: 'not-awaiting', order }
      : { kind: 'settled', action, order };
  });
}

const checkoutPopup = (code: MessageCode): string =>
  `/#/checkout/?code=${code}&message=${encodeURIComponent(messages[code])}`;

/** Where a provider returns the customer: the thank-you page, or checkout showing the popup (spec 000 §2). */
export function returnTarget(action: PaymentAction, orderNumber: string): string {
  switch (action) {
    case 'approve':
      return `/#${thankYouPath(orderNumber)}`;
    case 'decline':
      return checkoutPopup('PAYMENT_FAILED');
    case 'cancel':
      return checkoutPopup('PAYMENT_CANCELLED');
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

export const orderMissingPage = (language: Language = 'ko'): string => {
  const t = paymentPageTexts[language];
  return noticePage({
    title: t.orderMissingTitle,
    message: t.orderMissing,
    link: { href: '/#/', label: t.home },
    language,
  });
};

type NotAwaitingKey = 'paid' | 'paymentFailed' | 'cancelled' | 'paymentExpired' | 'accepted' | 'delivered';

const notAwaitingKey: Readonly<Record<string, NotAwaitingKey>> = {
  [OrderStatus.PAID]: 'paid',
  [OrderStatus.PAYMENT_FAILED]: 'paymentFailed',
  [OrderStatus.CANCELLED]: 'cancelled',
  [OrderStatus.PAYMENT_EXPIRED]: 'paymentExpired',
  [OrderStatus.ACCEPTED]: 'accepted',
  [OrderStatus.DELIVERED]: 'delivered',
};

const notAwaitingText = (status: string, language: Language): string => {
  const t = paymentPageTexts[language];
  const key = notAwaitingKey[status];
  return key === undefined ? t.notAwaitingOther : t[key];
};

/** An order that is not awaiting payment: nothing changed, and the page says why. */
export const notAwaitingPage = (order: PayableOrder, language: Language = 'ko'): string => {
  const t = paymentPageTexts[language];
  return noticePage({
    title: t.notAwaitingTitle,
    message: t.notAwaiting(order.orderNumber, notAwaitingText(order.status, language)),
    link:
      order.status === OrderStatus.PAID || order.status === OrderStatus.DELIVERED
        ? { href: `/#${thankYouPath(order.orderNumber)}`, label: t.viewOrder }
        : { href: '/#/', label: t.home },
    language,
  });
};

export const badRequestPage = (detail: string, language: Language = 'ko'): string =>
  noticePage({ title: paymentPageTexts[language].badRequestTitle, message: detail, language });

/** A settled order goes back to the app (303: the browser follows with a GET); otherwise a page. */
export function answerSettlement(
  reply: FastifyReply,
  settlement: Settlement,
  language: Language = 'ko',
): FastifyReply {
  switch (settlement.kind) {
    case 'settled':
      return reply.redirect(returnTarget(settlement.action, settlement.order.orderNumber), 303);
    case 'missing':
      return sendHtml(reply, 404, orderMissingPage(language));
    case 'not-awaiting':
      return sendHtml(reply, 409, notAwaitingPage(settlement.order, language));
    default: {
      const unknown: never = settlement;
      return unknown;
    }
  }
}

const actionButtons: readonly { value: PaymentAction; kind: ActionForm['kind'] }[] = [
  { value: 'approve', kind: 'primary' },
  { value: 'decline', kind: 'secondary' },
  { value: 'cancel', kind: 'plain' },
];

/** Approve / decline / cancel, each posting `action` and `fields` to `target`. */
export const actionForms = (
  target: string,
  fields: Readonly<Record<string, string>> = {},
  language: Language = 'ko',
): ActionForm[] =>
  actionButtons.map(({ value, kind }) => ({
    action: target,
    fields: { ...fields, action: value },
    label: paymentPageTexts[language][value],
    kind,
  }));

const ActionBody = t.type({ action: PaymentAction });

export function registerPaymentPg(app: FastifyInstance, context: GatewayContext): void {
  if (!context.sandbox) return;
  type Route = { Params: { orderNumber: string } };
  const path = '/sandbox/pg/:orderNumber';

  app.get<Route>(path, async (request, reply) => {
    const language = pageLanguageOf(request);
    const t = paymentPageTexts[language];
    const order = await findOrder(context.db, request.params.orderNumber);
    if (order === null) return sendHtml(reply, 404, orderMissingPage(language));
    if (order.status !== OrderStatus.AWAITING_PAYMENT)
      return sendHtml(reply, 409, notAwaitingPage(order, language));
    const page = paymentPage({
      provider: t.pgProvider,
      orderNumber: order.orderNumber,
      amount: order.total,
      forms: actionForms(`/sandbox/pg/${encodeURIComponent(order.orderNumber)}`, {}, language),
      footer: t.pgFooter,
      language,
    });
    return sendHtml(reply, 200, page);
  });

  app.post<Route>(path, async (request, reply) => {
    const language = pageLanguageOf(request);
    const body = ActionBody.decode(request.body ?? {});
    if (body._tag === 'Left')
      return sendHtml(reply, 400, badRequestPage(paymentPageTexts[language].pgBadAction, language));
    const settlement = await settleOrder(context, request.params.orderNumber, body.right.action);
    return answerSettlement(reply, settlement, language);
  });
}
