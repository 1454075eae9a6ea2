// A guest gets an anonymous customer id from the server the first time one is needed
// (spec 001 §7 "Anonymous customer"); members have theirs from login.

import type { Ports } from '../../ports/gateway.ts';
import type { GatewayFailure } from '../../ports/gateway-failure.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import type { State } from '../../store/state.ts';

export type CustomerId =
  | { readonly ok: true; readonly customerId: string; readonly events: readonly EventDraft[] }
  | { readonly ok: false; readonly failure: GatewayFailure };

export async function ensureCustomer(state: State, ports: Ports): Promise<CustomerId> {
  if (state.session.customerId !== null)
    return { ok: true, customerId: state.session.customerId, events: [] };
  const answer = await ports.gateway.anonymousCustomer();
  if (!answer.ok) return { ok: false, failure: answer.failure };
  const customerId = answer.value.customer_id;
  return { ok: true, customerId, events: [draft('CustomerIdentified', { customerId, anonymous: true })] };
}
