// Every member call of the contract (contract/member.ts, member-account.ts).
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { registerInquiryRoutes } from './inquiry-routes.ts';
import { registerJoinRoute } from './join-route.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSocialJoin } from './social-join.ts';
import { registerSocialRoutes } from './social-routes.ts';
import { registerWithdrawRoute } from './withdraw-route.ts';

export function registerMemberRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  registerSessionRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  registerSocialJoin(app, ctx);
  registerJoinRoute(app, ctx);
  registerInquiryRoutes(app, ctx);
  registerWithdrawRoute(app, ctx);
}
