// What a script's read-back lines (cli/script/read-line.ts) read of the gateway: a restaurant's
// menu as it serves it now, and the last order submit sent again as it went. The session's
// transport is watched for that submit: the request the client sent, its idempotency key with it.
import type { HttpRequest, Transport } from '../../adapters/http/transport.ts';
import { callNameOf } from '../../adapters/recorded/call-name.ts';
import { requestPath } from '../../adapters/recorded/url-path.ts';
import type { MenuCategory } from '../../contract/menu.ts';

/** 9999 or more is unlimited (spec 000 §9): such a stock is not counted. */
const UNLIMITED = 9999;

export interface WatchedTransport extends Transport {
  /** The last order submit the gateway answered 2xx, as it was sent; null before one. */
  lastOrderSubmit(): HttpRequest | null;
}

export function watchOrderSubmits(inner: Transport, origins: readonly string[]): WatchedTransport {
  let order: HttpRequest | null = null;
  return {
    async send(request) {
      const result = await inner.send(request);
      if (!result.ok || result.response.status >= 300) return result;
      const call = callNameOf(request.method, requestPath(request.url, origins).split('?')[0] ?? '');
      if (call === 'order.submit') order = request;
      return result;
    },
    lastOrderSubmit: () => order,
  };
}

const counted = (stock: number | null | undefined): stock is number =>
  typeof stock === 'number' && stock < UNLIMITED;

/** A menu as a read line holds it: its items once each (a special category repeats some) and the stocks counted. */
export function menuRead(categories: readonly MenuCategory[]) {
  const seen = new Set<number>();
  const items = categories
    .flatMap((c) => c.items)
    .filter((item) => !seen.has(item.id) && seen.add(item.id) !== undefined);
  return {
    items: items.map((i) => ({
      name: i.name,
      price: i.price,
      soldout: i.soldout,
      stock: counted(i.stock_amount) ? i.stock_amount : null,
    })),
    stock: items.flatMap((item) => [
      ...(counted(item.stock_amount) ? [{ name: item.name, stock: item.stock_amount }] : []),
      ...item.subchoices.flatMap((group) =>
        group.subchoices
          .filter((o) => counted(o.stock_amount))
          .map((o) => ({ name: `${item.name} / ${group.name} / ${o.name}`, stock: o.stock_amount })),
      ),
    ]),
  };
}

/** The order submit sent again: its answer's status and order number (status 0: no answer). */
export async function resendOrder(transport: Transport, sent: HttpRequest) {
  const again = await transport.send(sent);
  if (!again.ok) return { status: 0, orderNumber: null };
  let number: unknown = null;
  try {
    number = (JSON.parse(again.response.body) as { order_number?: unknown }).order_number;
  } catch {
    // not JSON: no order number
  }
  return { status: again.response.status, orderNumber: typeof number === 'string' ? number : null };
}
