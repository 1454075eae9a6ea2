// The SMS calls of the contract: isveriphone, send, checkvericode (spec 000 §7, spec 001 §7).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { type Answer, answer, serveCall } from '../http/serve-call.ts';
import { checkSmsCode } from './sms-check.ts';
import { PHONE_VERIFIED_TTL_MS, SMS_SEND_LIMIT, SMS_SEND_WINDOW_MS } from './sms-policy.ts';
import { sendSmsCode } from './sms-send.ts';
import { isPhoneVerifiedSince, sendsSince } from './sms-store.ts';

/** The rejection 'ban' of isveriphone is a bare JSON string (contract/sms.ts PhoneVerifiedFailure). */
const BAN: Answer = {
  status: 429,
  body: JSON.stringify('ban'),
  headers: { 'content-type': 'application/json; charset=utf-8' },
};

export function registerSmsRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  // 1 when an ORDER check of the phone still holds; 'ban' when no more codes may be sent now (the
  // checkout asks this before sending); else 0.
  serveCall(app, ctx.serve, calls['sms.phone-verified'], async ({ params }) => {
    const now = ctx.clock.now();
    if (await isPhoneVerifiedSince(ctx.db, params.phone, now - PHONE_VERIFIED_TTL_MS)) return answer(1);
    if ((await sendsSince(ctx.db, params.phone, now - SMS_SEND_WINDOW_MS)) >= SMS_SEND_LIMIT) return BAN;
    return answer(0);
  });
  serveCall(app, ctx.serve, calls['sms.send'], ({ body }) => sendSmsCode(ctx, body));
  serveCall(app, ctx.serve, calls['sms.check'], ({ params, body }) =>
    checkSmsCode(ctx, params.phone, body.code),
  );
}
