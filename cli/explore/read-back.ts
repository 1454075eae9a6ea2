// The invariants only the gateway can show, read back after an order was placed: the order sent
// again with its idempotency key answers the same order, and the restaurant's menu holds no
// negative stock. Sent as the journey's own test run (its x-jumun-* headers), with its token.
import { httpGateway } from '../../adapters/http/http-gateway.ts';
import type { Profile } from '../../adapters/http/profile.ts';
import { memoryTokens } from '../../adapters/http/tokens.ts';
import type { HttpRequest, Transport } from '../../adapters/http/transport.ts';
import { type Broken, ONCE, STOCK } from './invariants.ts';

/** The request's own test-run headers on every request sent through `inner`. */
function sameRun(inner: Transport, request: HttpRequest): Transport {
  const run = Object.fromEntries(Object.entries(request.headers).filter(([k]) => k.startsWith('x-jumun-')));
  return { send: (r) => inner.send({ ...r, headers: { ...r.headers, ...run } }) };
}

/** The order submit sent again: the same key must answer the same order number. */
export async function submittedOnce(
  transport: Transport,
  sent: HttpRequest,
  orderNumber: string | null,
): Promise<Broken | null> {
  const again = await transport.send(sent);
  const broken = (said: string): Broken => ({ kind: 'read-back', invariant: ONCE, said });
  if (!again.ok)
    return broken(`the order sent again with its idempotency key had no answer (${again.failure.kind})`);
  const { status, body } = again.response;
  let number: unknown = null;
  try {
    number = (JSON.parse(body) as { order_number?: unknown }).order_number;
  } catch {
    // not JSON: said below as no order number
  }
  if (status >= 300 || number !== orderNumber)
    return broken(
      `order ${orderNumber} sent again with its idempotency key answered ${status} ${
        typeof number === 'string' ? `order ${number}` : 'no order number'
      }`,
    );
  return null;
}

/** Every item and option of the restaurant's menu, read back, has a stock of 0 or more. */
export async function stockNotNegative(
  transport: Transport,
  sent: HttpRequest,
  profile: Profile,
  restaurantId: number,
): Promise<Broken | null> {
  const gateway = httpGateway({
    transport: sameRun(transport, sent),
    profile,
    tokens: memoryTokens(),
    userAgent: 'jumun-cli',
  });
  const menu = await gateway.menu(restaurantId, { force: true });
  if (!menu.ok) return null;
  for (const item of menu.value.flatMap((c) => c.items)) {
    const negative = [
      { name: item.name, stock: item.stock_amount },
      ...item.subchoices.flatMap((g) =>
        g.subchoices.map((o) => ({ name: `${item.name} ${o.name}`, stock: o.stock_amount ?? null })),
      ),
    ].find((s) => s.stock !== null && s.stock < 0);
    if (negative !== undefined)
      return {
        kind: 'read-back',
        invariant: STOCK,
        said: `the menu of restaurant ${restaurantId} read back ${negative.name} with stock ${negative.stock}`,
      };
  }
  return null;
}
