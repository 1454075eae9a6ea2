// Social login (spec 001 §4 "Social login"): the client brings the provider's access token, asks
// whether that account joined (social-joined), and exchanges the token for our session
// (social-login, which is also "the JWT fetch after social login"). An account that has not joined
// gets is_signed_up false with a guest session (a new anonymous customer, non-user token), so the
// client goes on to the social join. A withdrawal-reserved member gets its state, as at e-mail login.
// A provider token that is unknown, expired or of the other provider: 401.

import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { type Answer, answer, serveCall } from '../http/serve-call.ts';
import { newAnonymousCustomer } from './anonymous-customers.ts';
import { socialTokenRefused } from './refusals.ts';
import { memberSession } from './session.ts';
import { type ProviderAccount, providerAccount, socialMember } from './social-provider.ts';

async function guestSession(ctx: GatewayContext, account: ProviderAccount): Promise<Answer> {
  const customerId = await newAnonymousCustomer(ctx.db, new Date(ctx.clock.now()));
  return answer({
    customer_id: customerId,
    email: account.email,
    account_origin: account.provider,
    access_token: await ctx.tokens.issue({ customerId, isUser: false }),
    refresh_token: null,
    state: null,
    password_change_required: false,
    phone: null,
    url: null,
    is_signed_up: false,
  });
}

export function registerSocialRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['member.social-joined'], async ({ query }) => {
    const account = await providerAccount(ctx.db, query.account_origin, query.access_token, ctx.clock.now());
    if (account === null) return socialTokenRefused();
    const member = await socialMember(ctx.db, account);
    return answer({ is_joined: member !== null, state: member?.state ?? null, email: account.email });
  });

  serveCall(app, ctx.serve, calls['member.social-login'], async ({ body }) => {
    const account = await providerAccount(ctx.db, body.account_origin, body.access_token, ctx.clock.now());
    if (account === null) return socialTokenRefused();
    const member = await socialMember(ctx.db, account);
    return member === null ? guestSession(ctx, account) : answer(await memberSession(ctx, member));
  });
}
