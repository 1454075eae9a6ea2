// Withdrawal (POST /v1/withdraw): a logged-in member only (401 otherwise, spec 001 §4 "Without
// login"; 'expired or malformed token' for a token that does not verify, so the client refreshes). The reason is checked as the form does (domain/account/withdrawal.ts: one of the six
// types; ETC with 10+ characters), a bad one answering 400 with the rule's code and message. The
// member becomes WITHDRAWAL_RESERVED (counts as logged out from now on) with the reason kept, and
// every refresh token of the member is revoked.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { validateWithdrawal } from '../../domain/account/withdrawal.ts';
import type { GatewayContext } from '../context.ts';
import { answer, refuse, serveCall } from '../http/serve-call.ts';
import { memberMessages } from './member-messages.ts';
import { notLoggedIn } from './refusals.ts';
import { loggedInMember, revokeRefreshTokens } from './session.ts';

export function registerWithdrawRoute(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['member.withdraw'], async ({ auth, bearer, body }) => {
    const member = await loggedInMember(ctx.db, auth);
    if (member === null) return notLoggedIn(bearer, auth !== null);
    const checked = validateWithdrawal({
      loggedIn: true,
      reason: body.reason_type,
      text: body.reason_detail,
    });
    if (!checked.ok) return refuse(400, checked.rejection.code, checked.rejection.message);
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE members SET state = 'WITHDRAWAL_RESERVED', withdraw_reason_type = $2,
           withdraw_reason_detail = $3, withdraw_requested_at = $4
         WHERE customer_id = $1`,
        [
          member.customer_id,
          checked.value.reason_type,
          checked.value.reason_detail,
          new Date(ctx.clock.now()),
        ],
      );
      await revokeRefreshTokens(tx, member.customer_id);
    });
    return answer({ success: true, message: memberMessages.WITHDRAWN });
  });
}
