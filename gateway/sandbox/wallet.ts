// The sandbox wallet provider (naverpay, the portal wallet): the client opens
// `/sandbox/wallet/pay?merchantPayKey=…&clientId=…` with the order result's fields (spec 000 §3),
// and approve / decline / cancel settle the order and return to the app.
//
// Decisions: merchantPayKey is the order number (the sandbox's merchant key for an order). The
// return goes to the app's own routes, never to a returnUrl taken from the request, so this page
// cannot be used as an open redirect.
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { GatewayContext } from '../context.ts';
import { OrderStatus } from '../ordering/order/order-status.ts';
import { pageLanguageOf, paymentPageTexts } from './payment-page.texts.ts';
import {
  actionForms,
  answerSettlement,
  badRequestPage,
  findOrder,
  notAwaitingPage,
  orderMissingPage,
  PaymentAction,
  settleOrder,
} from './payment-pg.ts';
import { paymentPage, sendHtml } from './sandbox-page.ts';

const NonEmpty = t.refinement(t.string, (s) => s.trim() !== '', 'NonEmptyString');

const WalletRequest = t.type({ merchantPayKey: NonEmpty, clientId: NonEmpty });
const WalletAnswer = t.intersection([WalletRequest, t.type({ action: PaymentAction })]);

const PATH = '/sandbox/wallet/pay';

export function registerWallet(app: FastifyInstance, context: GatewayContext): void {
  if (!context.sandbox) return;

  app.get(PATH, async (request, reply) => {
    const language = pageLanguageOf(request);
    const t = paymentPageTexts[language];
    const query = WalletRequest.decode(request.query ?? {});
    if (query._tag === 'Left') return sendHtml(reply, 400, badRequestPage(t.walletMissing, language));
    const { merchantPayKey, clientId } = query.right;
    const order = await findOrder(context.db, merchantPayKey);
    if (order === null) return sendHtml(reply, 404, orderMissingPage(language));
    if (order.status !== OrderStatus.AWAITING_PAYMENT)
      return sendHtml(reply, 409, notAwaitingPage(order, language));
    const page = paymentPage({
      provider: t.walletProvider,
      orderNumber: order.orderNumber,
      amount: order.total,
      details: [[t.walletClientId, clientId]],
      forms: actionForms(PATH, { merchantPayKey, clientId }, language),
      footer: t.walletFooter,
      language,
    });
    return sendHtml(reply, 200, page);
  });

  app.post(PATH, async (request, reply) => {
    const language = pageLanguageOf(request);
    const body = WalletAnswer.decode(request.body ?? {});
    if (body._tag === 'Left') {
      return sendHtml(reply, 400, badRequestPage(paymentPageTexts[language].walletBadAction, language));
    }
    const settlement = await settleOrder(context, body.right.merchantPayKey, body.right.action);
    return answerSettlement(reply, settlement, language);
  });
}
