// A guest gets an anonymous customer id from the server the first time one is needed
// (spec 001 §7 "Anonymous customer"); members have theirs from login.

import { gatewayFailureRejection } from '../../checkout/error-mapping.ts';
import type { MessageCode } from '../../messages.ts';
import type { Rejection } from '../../result.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';
import { ask, type Workflow } from '../../store/workflow.ts';

export type CustomerId =
  | { readonly ok: true; readonly customerId: string; readonly events: readonly EventDraft[] }
  | { readonly ok: false; readonly rejection: Rejection };

/**
 * The session's customer, else the anonymous one the server gives (asked only then, and recorded);
 * `fallback` names the refusal when it cannot be had.
 */
export function* ensureCustomer(state: State, fallback: MessageCode): Workflow<CustomerId> {
  if (state.session.customerId !== null)
    return { ok: true, customerId: state.session.customerId, events: [] };
  const answer = yield* ask('gateway', 'anonymousCustomer');
  if (!answer.ok) return { ok: false, rejection: gatewayFailureRejection(answer.failure, fallback) };
  const customerId = answer.value.customer_id;
  return { ok: true, customerId, events: [draft('CustomerIdentified', { customerId, anonymous: true })] };
}
