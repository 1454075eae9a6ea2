// The next-step route of a mobile-card payment, `POST /smilepay/next/{orderId}/` (spec 000 §2): the
// provider's form post lands on the gateway, because a form post cannot reach a hash route, and the
// gateway sends the customer on to the app. ResultCode 0000 and 535 are success (spec 000 §8).
//
// Mounted only with the sandbox: it believes the posted ResultCode, which is right for the sandbox
// provider and wrong for a real one (whose result would be verified with the provider first).
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { mobileCardStart } from '../../domain/checkout/payment.ts';
import { mobileCardNextStepPath, SANDBOX_MOBILE_CARD_CODES } from '../../domain/checkout/payment-handoff.ts';
import type { GatewayContext } from '../context.ts';
import { pageLanguageOf, paymentPageTexts } from './payment-page.texts.ts';
import { answerSettlement, badRequestPage, type PaymentAction, settleOrder } from './payment-pg.ts';
import { sendHtml } from './sandbox-page.ts';

/** The sandbox provider's result codes (shared with the client that answers it from scripts). */
export const mobileCardCodes = SANDBOX_MOBILE_CARD_CODES;
export const nextStepPath = mobileCardNextStepPath;

const NextStepForm = t.partial({
  ResultCode: t.string,
  ResultMsg: t.string,
  OrderId: t.string,
  Moid: t.string,
  TxnId: t.string,
});

/** What a result code means for the order: 0000 and 535 pay it, the user-cancel code cancels it. */
export function actionForCode(code: string | undefined): PaymentAction {
  const start = mobileCardStart({
    resultCode: code,
    userCancelled: code?.trim() === mobileCardCodes.userCancelled,
  });
  if (start.ok) return 'approve';
  return start.rejection.code === 'PAYMENT_CANCELLED' ? 'cancel' : 'decline';
}

export function registerSmilepayNext(app: FastifyInstance, context: GatewayContext): void {
  if (!context.sandbox) return;

  app.post<{ Params: { orderId: string } }>('/smilepay/next/:orderId/', async (request, reply) => {
    const language = pageLanguageOf(request);
    const form = NextStepForm.decode(request.body ?? {});
    if (form._tag === 'Left')
      return sendHtml(reply, 400, badRequestPage(paymentPageTexts[language].mobileBadForm, language));
    const action = actionForCode(form.right.ResultCode);
    // The path carries the order id; Moid (the merchant's order number) is the fallback.
    let settlement = await settleOrder(context, request.params.orderId, action);
    const moid = form.right.Moid;
    if (settlement.kind === 'missing' && moid !== undefined && moid !== request.params.orderId) {
      settlement = await settleOrder(context, moid, action);
    }
    return answerSettlement(reply, settlement, language);
  });
}
