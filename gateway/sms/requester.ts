// Who asks for a text or checks a code: the customer of the bearer token, or, without a (valid)
// token, the client address. A code is checked, and its tries counted, only for the requester that
// asked for it, and an ORDER check proves the phone for that requester alone: a customer orders
// only with a phone they verified themselves. The address also counts against the per-address
// send limit, keyed as the request's keys key it (request-keys.ts: per sandbox test run, as the
// run's phones are its own).
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '../auth/tokens.ts';
import type { RequestKeys } from '../request-keys.ts';

export interface Requester {
  /** `customer:<id>` or `address:<ip>`: the owner of codes and proofs. */
  readonly key: string;
  readonly customerId: string | null;
  readonly address: string;
}

export const customerRequester = (customerId: string): string => `customer:${customerId}`;

export function requesterOf(keys: RequestKeys, auth: TokenClaims | null, request: FastifyRequest): Requester {
  const address = keys.address(request.ip);
  return auth === null
    ? { key: `address:${address}`, customerId: null, address }
    : { key: customerRequester(auth.customerId), customerId: auth.customerId, address };
}
