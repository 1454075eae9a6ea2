// POST /m/sms/ (spec 000 §7 "App link": phone; spec 001 §7, answer not shown): texts the app-download
// link. Decision: the reference gateway sends no real SMS; the message is logged (the sandbox SMS
// outbox is for verification codes) and the answer is the Ack. A bad phone is the codec's 400. The
// text counts against the same send limits as verification codes (sms/sms-policy.ts): beyond them,
// 'ban' (429) with the spec's text.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { requesterOf } from '../sms/requester.ts';
import { lockSends, reserveSend } from '../sms/sms-ledger.ts';
import { smsLimitsOf } from '../sms/sms-policy.ts';
import { smsBan } from '../sms/sms-send.ts';

export const APP_LINK_SENT = '앱 설치 링크를 문자로 보냈습니다.'; // worded here
export const APP_LINK_TEXT = '[주문] 앱에서 더 빠르게 주문하세요: /download/'; // worded here

export function registerAppLink(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['sms.app-link'], async ({ body, auth, request }) => {
    const requester = requesterOf(ctx.keys, auth, request);
    const at = ctx.clock.now();
    return ctx.db.transaction(async (tx) => {
      await lockSends(tx);
      const allowance = await reserveSend(tx, smsLimitsOf(ctx), {
        kind: 'app_link',
        phone: ctx.keys.phone(body.phone),
        requester,
        at,
      });
      if (!allowance.ok) return smsBan(ctx, allowance.limit, body.phone, requester);
      // Only the last digits are logged: a phone number is personal data.
      ctx.log.info({ to: `***${body.phone.slice(-4)}`, text: APP_LINK_TEXT }, 'app link sms (sandbox)');
      return answer({ success: true, message: APP_LINK_SENT });
    });
  });
}
