// The token each guest order was placed with, kept by order number. Only an order's customer may
// read or cancel it, and a guest is its token: once the guest logs in (or the device's session
// turns into another guest), the orders it placed are read with the token that placed them. A
// member's orders need nothing kept: the member's own session reads them. The web app keeps them
// beside the event log (its session storage); the CLI and tests, in memory.
import { isTokenRefusal } from '../../domain/checkout/error-mapping.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import type { KeyValueStorage, StorageArea } from '../../domain/ports/storage.ts';
import type { CallOptions } from './client.ts';

/** As many as the device's order history keeps (domain/store/state.ts PLACED_KEPT). */
export const OWNERS_KEPT = 20;

export interface OrderOwners {
  /** A guest placed this order with this token. */
  remember(orderNumber: string, token: string): void;
  forget(orderNumber: string): void;
  tokenFor(orderNumber: string): string | null;
}

type Pairs = readonly (readonly [string, string])[];

function kept(pairs: Pairs, orderNumber: string, token: string): Pairs {
  return [...pairs.filter(([n]) => n !== orderNumber), [orderNumber, token] as const].slice(-OWNERS_KEPT);
}

export function memoryOrderOwners(): OrderOwners {
  let pairs: Pairs = [];
  return {
    remember(orderNumber, token) {
      pairs = kept(pairs, orderNumber, token);
    },
    forget(orderNumber) {
      pairs = pairs.filter(([n]) => n !== orderNumber);
    },
    tokenFor: (orderNumber) => pairs.find(([n]) => n === orderNumber)?.[1] ?? null,
  };
}

function isPairs(value: unknown): value is Pairs {
  return (
    Array.isArray(value) &&
    value.every(
      (p) => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'string',
    )
  );
}

/**
 * Kept in the storage port as one JSON list of [order number, token], the newest last. A value
 * that does not read (written by hand, cut short) is as if none were kept: the orders then read
 * with the session's own token, which a foreign order answers as missing.
 */
export function storageOrderOwners(
  storage: KeyValueStorage,
  key: { readonly area: StorageArea; readonly key: string } = { area: 'session', key: 'order_owners' },
): OrderOwners {
  const read = (): Pairs => {
    const text = storage.get(key.area, key.key);
    if (text === null) return [];
    try {
      const value: unknown = JSON.parse(text);
      return isPairs(value) ? value : [];
    } catch {
      return [];
    }
  };
  const write = (pairs: Pairs) => storage.set(key.area, key.key, JSON.stringify(pairs));
  return {
    remember: (orderNumber, token) => write(kept(read(), orderNumber, token)),
    forget: (orderNumber) => write(read().filter(([n]) => n !== orderNumber)),
    tokenFor: (orderNumber) => read().find(([n]) => n === orderNumber)?.[1] ?? null,
  };
}

/**
 * A call about one order, sent with the token that placed it when one is kept. A kept token the
 * gateway no longer takes ('expired or malformed token') is forgotten and the call sent again with
 * the session's own: the session's token is never renewed over an old order.
 */
export async function asOwner<T>(
  owners: OrderOwners,
  orderNumber: string,
  send: (options?: CallOptions) => Promise<GatewayResult<T>>,
): Promise<GatewayResult<T>> {
  const token = owners.tokenFor(orderNumber);
  if (token === null) return send();
  const answer = await send({ headers: { authorization: `Bearer ${token}` } });
  if (answer.ok || !isTokenRefusal(answer.failure)) return answer;
  owners.forget(orderNumber);
  return send();
}
