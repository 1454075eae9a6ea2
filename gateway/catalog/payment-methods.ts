// GET {payment}/v2/checkout-methods?merchant_type=MOBILE_WEB (spec 000 §7 "Payment methods"): the
// online methods checkout offers, in the mobile preference order of spec 000 §4 (card, then
// MOBILE, then the portal wallet), then the other wallets. All are available: the sandbox
// providers under /sandbox/ serve each of them.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';

export const CHECKOUT_METHODS = [
  { checkout_method_type: 'CARD', name: '신용/체크카드', available: true },
  { checkout_method_type: 'MOBILE', name: '휴대폰 결제', available: true },
  { checkout_method_type: 'NAVERPAY', name: '네이버페이', available: true },
  { checkout_method_type: 'SMILEPAY', name: '스마일페이', available: true },
  { checkout_method_type: 'KAKAOPAY', name: '카카오페이', available: true },
  { checkout_method_type: 'CHAIPAY', name: '차이페이', available: true },
] as const;

export function registerPaymentMethods(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['payment.methods'], async () =>
    answer(CHECKOUT_METHODS.map((method) => ({ ...method }))),
  );
}
