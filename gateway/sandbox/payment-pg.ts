// The sandbox card PG (onlycard, onlyhpp, onlydbank, kakaopay…): an online order's payment_url
// `/sandbox/pg/{order_number}` opens this page, and approve / decline / cancel settle the order and
// send the customer back to the app as a real PG's return would. The settlement is shared with
// the wallet and the mobile-card sandboxes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as t from 'io-ts';
import { thankYouPath } from '../../domain/checkout/submit-outcome.ts';
import { type MessageCode, messages } from '../../domain/messages.ts';
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

export const orderMissingPage = (): string =>
  noticePage({
    title: '주문을 찾을 수 없습니다',
    message: '주문번호에 해당하는 주문이 없습니다.',
    link: { href: '/#/', label: '홈으로' },
  });

const notAwaitingText: Readonly<Record<string, string>> = {
  [OrderStatus.PAID]: '이미 결제가 완료된 주문입니다.',
  [OrderStatus.PAYMENT_FAILED]: '결제에 실패한 주문입니다. 다시 주문해 주세요.',
  [OrderStatus.CANCELLED]: '결제가 취소된 주문입니다. 다시 주문해 주세요.',
  [OrderStatus.PAYMENT_EXPIRED]: '결제 시간이 지나 취소된 주문입니다. 다시 주문해 주세요.',
  [OrderStatus.ACCEPTED]: '만나서 결제하는 주문이라 온라인 결제가 필요하지 않습니다.',
  [OrderStatus.DELIVERED]: '이미 배달이 끝난 주문입니다.',
};

/** An order that is not awaiting payment: nothing changed, and the page says why. */
export const notAwaitingPage = (order: PayableOrder): string =>
  noticePage({
    title: '결제할 수 없는 주문입니다',
    message: `주문번호 ${order.orderNumber}: ${notAwaitingText[order.status] ?? '결제를 기다리는 주문이 아닙니다.'}`,
    link:
      order.status === OrderStatus.PAID || order.status === OrderStatus.DELIVERED
        ? { href: `/#${thankYouPath(order.orderNumber)}`, label: '주문 내역 보기' }
        : { href: '/#/', label: '홈으로' },
  });

export const badRequestPage = (detail: string): string =>
  noticePage({ title: '잘못된 요청입니다', message: detail });

/** A settled order goes back to the app (303: the browser follows with a GET); otherwise a page. */
export function answerSettlement(reply: FastifyReply, settlement: Settlement): FastifyReply {
  switch (settlement.kind) {
    case 'settled':
      return reply.redirect(returnTarget(settlement.action, settlement.order.orderNumber), 303);
    case 'missing':
      return sendHtml(reply, 404, orderMissingPage());
    case 'not-awaiting':
      return sendHtml(reply, 409, notAwaitingPage(settlement.order));
    default: {
      const unknown: never = settlement;
      return unknown;
    }
  }
}

const actionButtons: readonly { value: PaymentAction; label: string; kind: ActionForm['kind'] }[] = [
  { value: 'approve', label: '결제 승인', kind: 'primary' },
  { value: 'decline', label: '결제 거절 (실패)', kind: 'secondary' },
  { value: 'cancel', label: '결제 취소', kind: 'plain' },
];

/** Approve / decline / cancel, each posting `action` and `fields` to `target`. */
export const actionForms = (target: string, fields: Readonly<Record<string, string>> = {}): ActionForm[] =>
  actionButtons.map(({ value, label, kind }) => ({
    action: target,
    fields: { ...fields, action: value },
    label,
    kind,
  }));

const ActionBody = t.type({ action: PaymentAction });

export function registerPaymentPg(app: FastifyInstance, context: GatewayContext): void {
  if (!context.sandbox) return;
  type Route = { Params: { orderNumber: string } };
  const path = '/sandbox/pg/:orderNumber';

  app.get<Route>(path, async (request, reply) => {
    const order = await findOrder(context.db, request.params.orderNumber);
    if (order === null) return sendHtml(reply, 404, orderMissingPage());
    if (order.status !== OrderStatus.AWAITING_PAYMENT) return sendHtml(reply, 409, notAwaitingPage(order));
    const page = paymentPage({
      provider: '샌드박스 카드 결제 (PG)',
      orderNumber: order.orderNumber,
      amount: order.total,
      forms: actionForms(`/sandbox/pg/${encodeURIComponent(order.orderNumber)}`),
      footer: '카드·휴대폰·계좌이체·간편결제 PG를 흉내 낸 테스트용 결제창입니다.',
    });
    return sendHtml(reply, 200, page);
  });

  app.post<Route>(path, async (request, reply) => {
    const body = ActionBody.decode(request.body ?? {});
    if (body._tag === 'Left')
      return sendHtml(reply, 400, badRequestPage('action은 approve, decline, cancel 중 하나여야 합니다.'));
    const settlement = await settleOrder(context, request.params.orderNumber, body.right.action);
    return answerSettlement(reply, settlement);
  });
}
