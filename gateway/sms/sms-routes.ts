// The SMS calls of the contract: isveriphone, send, checkvericode (spec 000 §7, spec 001 §7). Each
// answers its requester only (requester.ts): the bearer token's customer, else the client address.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { type Answer, answer, serveCall } from '../http/serve-call.ts';
import { requesterOf } from './requester.ts';
import { checkSmsCode } from './sms-check.ts';
import { sendAllowance } from './sms-ledger.ts';
import { PHONE_VERIFIED_TTL_MS, smsLimitsOf } from './sms-policy.ts';
import { sendSmsCode } from './sms-send.ts';
import { isPhoneVerifiedSince } from './sms-store.ts';

/** The rejection 'ban' of isveriphone is a bare JSON string (contract/sms.ts PhoneVerifiedFailure). */
const BAN: Answer = {
  status: 429,
  body: JSON.stringify('ban'),
  headers: { 'content-type': 'application/json; charset=utf-8' },
};

export function registerSmsRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  // 1 when the requester's own ORDER check of the phone still holds; 'ban' when the requester may
  // send no more codes to it now (the checkout asks this before sending); else 0. Nobody learns
  // here whether someone else verified the number.
  serveCall(app, ctx.serve, calls['sms.phone-verified'], async ({ params, auth, request }) => {
    const now = ctx.clock.now();
    const requester = requesterOf(ctx.keys, auth, request);
    const phone = ctx.keys.phone(params.phone);
    if (await isPhoneVerifiedSince(ctx.db, phone, requester.key, now - PHONE_VERIFIED_TTL_MS))
      return answer(1);
    const allowance = await sendAllowance(ctx.db, smsLimitsOf(ctx), phone, requester, now);
    return allowance.ok ? answer(0) : BAN;
  });
  serveCall(app, ctx.serve, calls['sms.send'], ({ body, auth, request }) =>
    sendSmsCode(ctx, body, requesterOf(ctx.keys, auth, request)),
  );
  serveCall(app, ctx.serve, calls['sms.check'], ({ params, body, auth, request }) =>
    checkSmsCode(ctx, params.phone, body.code, requesterOf(ctx.keys, auth, request)),
  );
}
