// POST /ajax/restaurant/{city}/{slug}/cart/submit/ (spec 000 §7 "Legacy submit", payload not
// shown). Decision: the reference gateway does not take orders here. A decoded request is answered
// 410 Gone with the error object, pointing at the current order submit; nothing is stored, so a
// client still on the old route cannot place a half-checked order. (A body that does not decode as
// an order body is a 400 first, as for every call.)
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { refuse, serveCall } from '../http/serve-call.ts';

export const LEGACY_SUBMIT_GONE =
  '더 이상 지원하지 않는 주문 경로입니다. 앱을 새로고침한 뒤 다시 주문해주세요.';

export function registerLegacySubmit(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['order.legacy-submit'], async () =>
    refuse(410, 'legacy_submit_gone', LEGACY_SUBMIT_GONE),
  );
}
