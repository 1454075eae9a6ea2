// Test harness of the ordering routes: one test gateway, tokens signed with its own secret (as the
// member and anonymous-customer routes issue them), calls by contract name over real HTTP, and the
// set-up a checkout needs (a verified phone, a server cart, an order body).
import type { AnyCall, CallName } from '../../../contract/calls.ts';
import { calls } from '../../../contract/calls.ts';
import { jwtTokens } from '../../auth/tokens.ts';
import { hostPrefixes } from '../../http/hosts.ts';
import type { GatewayOptions, RunningGateway } from '../../start.ts';
import { startTestGateway, TEST_NOW } from '../../testing/test-gateway.ts';

/** Starting a gateway (migrations, seed import) may take a while on a busy machine. */
export const START_TIMEOUT_MS = 60_000;

export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

export interface CallOptions {
  readonly token?: string | null;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface OrderingHarness {
  readonly gateway: RunningGateway;
  /** A token of a member (isUser true) or of an anonymous customer (false). */
  token(customerId: string, isUser: boolean): Promise<string>;
  /** POST or GET `name` with wire-form params (strings or numbers) and a body sent as JSON as is. */
  call(
    name: CallName,
    params: Readonly<Record<string, unknown>>,
    body?: unknown,
    options?: CallOptions,
  ): Promise<Reply>;
  /** What the SMS routes write when an ORDER check succeeds. */
  verifyPhone(phone: string, at?: string): Promise<void>;
  stockOf(restaurantId: number, itemId: number): Promise<number | null>;
  close(): Promise<void>;
}

export async function startOrderingHarness(
  db?: string,
  overrides: Partial<GatewayOptions> = {},
): Promise<OrderingHarness> {
  const gateway = await startTestGateway(db === undefined ? overrides : { ...overrides, db });
  const [row] = await gateway.db.query<{ value: string }>(
    "SELECT value FROM seed_meta WHERE key = 'jwt_secret'",
  );
  const tokens = jwtTokens(new TextEncoder().encode(row?.value ?? ''), () => Date.parse(TEST_NOW));
  return {
    gateway,
    token: (customerId, isUser) => tokens.issue({ customerId, isUser }),
    call: async (name, params, body, options = {}) => {
      const call: AnyCall = calls[name];
      const path = `${hostPrefixes[call.host]}${call.path(params)}`;
      const headers: Record<string, string> = { ...options.headers };
      if (options.token !== undefined && options.token !== null)
        headers.authorization = `Bearer ${options.token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${gateway.url}${path}`, {
        method: call.method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    verifyPhone: async (phone, at = TEST_NOW) => {
      await gateway.db.query(
        `INSERT INTO verified_phones (phone, verified_at) VALUES ($1, $2)
         ON CONFLICT (phone) DO UPDATE SET verified_at = EXCLUDED.verified_at`,
        [phone, new Date(at)],
      );
    },
    stockOf: async (restaurantId, itemId) => {
      const [stock] = await gateway.db.query<{ amount: number }>(
        'SELECT amount FROM stock WHERE restaurant_id = $1 AND item_id = $2',
        [restaurantId, itemId],
      );
      return stock === undefined ? null : Number(stock.amount);
    },
    close: () => gateway.close(),
  };
}
