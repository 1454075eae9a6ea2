// The session's transport, watched: the server cart the last cart submit or refresh answered, so
// the invariants can hold the client to what the gateway said.
import type { Transport } from '../../adapters/http/transport.ts';
import { callNameOf } from '../../adapters/recorded/call-name.ts';
import { requestPath } from '../../adapters/recorded/url-path.ts';

export interface ServerCartTotals {
  readonly itemsTotal: number;
  readonly deliveryFee: number;
  readonly total: number;
}

export interface ObservedCalls extends Transport {
  /** The server cart of the last cart submit or refresh that answered one (null: none since `clear`). */
  serverCart(): ServerCartTotals | null;
  /** Forgets what was seen: a step reads only what its own calls answered. */
  clear(): void;
}

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** The totals of a cart answer's customer_cart, or null when it holds none. */
export function serverCartTotals(body: string): ServerCartTotals | null {
  const answer = parsedBody(body) as { customer_cart?: { cart?: Record<string, unknown> } | null } | null;
  const cart = answer?.customer_cart?.cart;
  if (cart === undefined) return null;
  const { items_total, delivery_fee, total } = cart;
  return typeof items_total === 'number' && typeof delivery_fee === 'number' && typeof total === 'number'
    ? { itemsTotal: items_total, deliveryFee: delivery_fee, total }
    : null;
}

export function observedCalls(inner: Transport, origins: readonly string[]): ObservedCalls {
  let cart: ServerCartTotals | null = null;
  return {
    async send(request) {
      const result = await inner.send(request);
      if (!result.ok || result.response.status >= 300) return result;
      const call = callNameOf(request.method, requestPath(request.url, origins).split('?')[0] ?? '');
      if (call === 'cart.submit' || call === 'cart.refresh') cart = serverCartTotals(result.response.body);
      return result;
    },
    serverCart: () => cart,
    clear: () => {
      cart = null;
    },
  };
}
