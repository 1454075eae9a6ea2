// Which calls of the contract (contract/calls.ts) the running gateway serves at their method and
// host-prefixed path. The whole-table assertion is `expect(missingRoutes(app)).toEqual([])`.
import type { FastifyInstance } from 'fastify';
import { type AnyCall, callList } from '../../../contract/calls.ts';
import { routePath } from '../../http/serve-call.ts';

export const isServed = (app: FastifyInstance, call: AnyCall): boolean =>
  app.hasRoute({ method: call.method, url: routePath(call) });

/** "GET /gateway/adiyo/geocode (geo.geocode)" for every call without a route, in table order. */
export function missingRoutes(app: FastifyInstance, list: readonly AnyCall[] = callList): string[] {
  return list
    .filter((call) => !isServed(app, call))
    .map((call) => `${call.method} ${routePath(call)} (${call.name})`);
}
