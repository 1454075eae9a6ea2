// A guest gets an anonymous customer id from the server the first time one is needed
// (spec 001 §7 "Anonymous customer"); members have theirs from login. `askCustomer` gathers (only
// when the session has no customer), `customerOf` decides from its answer.

import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import type { MessageCode } from '../../messages.ts';
import type { Ports } from '../../ports/gateway.ts';
import { type GatewayResult, unanswered } from '../../ports/gateway-failure.ts';
import type { Rejection } from '../../result.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';

export type CustomerAnswer = GatewayResult<{ readonly customer_id: string }>;

export type CustomerId =
  | { readonly ok: true; readonly customerId: string; readonly events: readonly EventDraft[] }
  | { readonly ok: false; readonly rejection: Rejection };

/** The anonymous-customer call, made only when the session has no customer id. */
export function askCustomer(state: State, ports: Ports): Promise<CustomerAnswer | null> {
  return state.session.customerId !== null ? Promise.resolve(null) : ports.gateway.anonymousCustomer();
}

/** The session's customer, else the anonymous one the server gave (recorded); `fallback` names a refusal. */
export function customerOf(state: State, answer: CustomerAnswer | null, fallback: MessageCode): CustomerId {
  if (state.session.customerId !== null)
    return { ok: true, customerId: state.session.customerId, events: [] };
  const given = unanswered(answer);
  if (!given.ok) return { ok: false, rejection: gatewayFailureRejection(given.failure, fallback) };
  const customerId = given.value.customer_id;
  return { ok: true, customerId, events: [draft('CustomerIdentified', { customerId, anonymous: true })] };
}
