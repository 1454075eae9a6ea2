// The session calls (spec 001 §7): e-mail login, captcha image, user info, logout, last login,
// token refresh, anonymous customers. Calls that need a member answer 401 without one.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { answer, refuse, serveCall } from '../http/serve-call.ts';
import { newAnonymousCustomer } from './anonymous-customers.ts';
import { createCaptcha } from './captcha-store.ts';
import { loginEmail } from './login-email.ts';
import { memberMessages } from './member-messages.ts';
import { memberById } from './member-store.ts';
import { loginRequired, notLoggedIn } from './refusals.ts';
import {
  ACCESS_TOKEN_SECONDS,
  issueRefreshToken,
  isWithdrawalReserved,
  loggedInMember,
  revokeRefreshTokens,
  takeRefreshToken,
} from './session.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['member.login-email'], ({ body, request }) =>
    loginEmail(ctx, body, request.ip),
  );

  // The image is served by the captcha provider (gateway/sandbox/captcha.ts).
  serveCall(app, ctx.serve, calls['member.captcha-image'], async ({ body }) => {
    const captcha = await createCaptcha(ctx.db, body.device_id, ctx.clock.now());
    return answer({ url: `/sandbox/captcha/${captcha.id}.svg` });
  });

  // A member token answers the member (is_user false once withdrawal-reserved); an anonymous
  // customer's token answers its id with is_user false.
  serveCall(app, ctx.serve, calls['member.user-info'], async ({ auth, bearer }) => {
    if (auth === null) return notLoggedIn(bearer, false);
    const member = await memberById(ctx.db, auth.customerId);
    if (member === null) {
      return auth.isUser
        ? loginRequired()
        : answer({ customer_id: auth.customerId, is_user: false, email: null });
    }
    return answer({
      customer_id: member.customer_id,
      is_user: auth.isUser && !isWithdrawalReserved(member),
      email: member.email,
      phone: member.phone,
      nickname: member.nickname,
      account_origin: member.account_origin,
      state: member.state,
    });
  });

  // The call carries no refresh token, so logging out ends every session of the member (all
  // refresh tokens); access tokens run out within the hour. Without a token it is a no-op.
  serveCall(app, ctx.serve, calls['member.logout'], async ({ auth }) => {
    if (auth?.isUser) await revokeRefreshTokens(ctx.db, auth.customerId);
    return answer({ success: true, message: memberMessages.LOGGED_OUT });
  });

  serveCall(app, ctx.serve, calls['member.update-last-login'], async ({ auth, bearer, body }) => {
    const member = await loggedInMember(ctx.db, auth);
    if (member === null) return notLoggedIn(bearer, auth !== null);
    await ctx.db.query(
      'UPDATE members SET last_logged_in_at = $2, last_device_id = $3 WHERE customer_id = $1',
      [member.customer_id, new Date(ctx.clock.now()), body.device_id],
    );
    return answer({ success: true });
  });

  // Refresh tokens rotate: each works once. Unknown, used, expired, or of a member who is gone or
  // withdrawal-reserved: 401.
  serveCall(app, ctx.serve, calls['member.token-refresh'], async ({ body }) => {
    const now = ctx.clock.now();
    const renewed = await ctx.db.transaction(async (tx) => {
      const customerId = await takeRefreshToken(tx, body.refresh_token, now);
      const member = customerId === null ? null : await memberById(tx, customerId);
      if (member === null || isWithdrawalReserved(member)) return null;
      return {
        customerId: member.customer_id,
        refresh: await issueRefreshToken(tx, member.customer_id, now),
      };
    });
    if (renewed === null) return refuse(401, 'invalid_refresh_token', memberMessages.SESSION_EXPIRED);
    return answer({
      access_token: await ctx.tokens.issue({ customerId: renewed.customerId, isUser: true }),
      refresh_token: renewed.refresh,
      expires_in: ACCESS_TOKEN_SECONDS,
    });
  });

  // A guest gets a fresh customer id and a non-user token (spec 001 §6 "anonymous ones with a
  // non-user token"). Every call makes a new one; the device id is not kept.
  serveCall(app, ctx.serve, calls['member.anonymous-customer'], async () => {
    const customerId = await newAnonymousCustomer(ctx.db, new Date(ctx.clock.now()));
    return answer({
      customer_id: customerId,
      access_token: await ctx.tokens.issue({ customerId, isUser: false }),
    });
  });
}
