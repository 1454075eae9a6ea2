// The sandbox mobile-card provider (smilepay): the client opens
// `/sandbox/smilepay/popup?OrderId=…&Moid=…` as the provider's popup, and each button posts a form,
// as the real provider does, to the next-step route `/smilepay/next/{orderId}/` with its ResultCode.
//
// Decisions: OrderId (else Moid) is the order number; the popup offers both success codes (0000
// and 535, spec 000 §8) so QA can drive either; the order is settled by the next-step route only.
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { Language } from '../../domain/shell/language.ts';
import type { GatewayContext } from '../context.ts';
import { OrderStatus } from '../ordering/order/order-status.ts';
import { pageLanguageOf, paymentPageTexts } from './payment-page.texts.ts';
import {
  badRequestPage,
  findOrder,
  notAwaitingPage,
  orderMissingPage,
  type PayableOrder,
} from './payment-pg.ts';
import { type ActionForm, paymentPage, sendHtml } from './sandbox-page.ts';
import { mobileCardCodes, nextStepPath, registerSmilepayNext } from './smilepay-next.ts';

/** The provider SDK version the product integrates (spec 000 §9). */
export const MOBILE_CARD_SDK_VERSION = 'v5.4';

const PopupQuery = t.partial({ OrderId: t.string, Moid: t.string });

/** Each outcome's code, the provider's ResultMsg (posted, never shown) and its button. */
const outcomes: readonly {
  readonly code: string;
  readonly message: string;
  readonly label: 'approve' | 'approve535' | 'decline' | 'cancel';
  readonly kind: ActionForm['kind'];
}[] = [
  { code: mobileCardCodes.approved, message: '정상 승인', label: 'approve', kind: 'primary' },
  { code: mobileCardCodes.started, message: '결제 진행 (535)', label: 'approve535', kind: 'secondary' },
  { code: mobileCardCodes.declined, message: '카드 승인 거절', label: 'decline', kind: 'secondary' },
  { code: mobileCardCodes.userCancelled, message: '사용자 취소', label: 'cancel', kind: 'plain' },
];

function popupForms(orderId: string, moid: string, order: PayableOrder, language: Language): ActionForm[] {
  return outcomes.map(({ code, message, label, kind }) => ({
    action: nextStepPath(orderId),
    fields: {
      OrderId: orderId,
      Moid: moid,
      TxnId: `SANDBOX-${order.orderNumber}`,
      ResultCode: code,
      ResultMsg: message,
    },
    label: paymentPageTexts[language][label],
    kind,
  }));
}

/** The popup, and the next-step route it posts to (both only with the sandbox). */
export function registerMobileCard(app: FastifyInstance, context: GatewayContext): void {
  if (!context.sandbox) return;
  registerSmilepayNext(app, context);

  app.get('/sandbox/smilepay/popup', async (request, reply) => {
    const language = pageLanguageOf(request);
    const t = paymentPageTexts[language];
    const query = PopupQuery.decode(request.query ?? {});
    const orderId = query._tag === 'Right' ? (query.right.OrderId ?? query.right.Moid)?.trim() : undefined;
    if (query._tag === 'Left' || orderId === undefined || orderId === '') {
      return sendHtml(reply, 400, badRequestPage(t.mobileMissingId, language));
    }
    const moid = query.right.Moid ?? orderId;
    const order = (await findOrder(context.db, orderId)) ?? (await findOrder(context.db, moid));
    if (order === null) return sendHtml(reply, 404, orderMissingPage(language));
    if (order.status !== OrderStatus.AWAITING_PAYMENT)
      return sendHtml(reply, 409, notAwaitingPage(order, language));
    const page = paymentPage({
      provider: t.mobileProvider,
      orderNumber: order.orderNumber,
      amount: order.total,
      details: [['OrderId', orderId]],
      forms: popupForms(orderId, moid, order, language),
      footer: t.mobileFooter(MOBILE_CARD_SDK_VERSION),
      language,
    });
    return sendHtml(reply, 200, page);
  });
}
