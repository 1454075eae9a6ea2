// Test harness of the ordering routes: one test gateway, tokens signed with its own secret (as the
// member and anonymous-customer routes issue them), calls by contract name over real HTTP, and the
// set-up a checkout needs (a verified phone, a server cart, an order body).
import type { AnyCall, CallName } from '../../../contract/calls.ts';
import { calls } from '../../../contract/calls.ts';
import { jwtTokens } from '../../auth/tokens.ts';
import { hostPrefixes } from '../../http/hosts.ts';
import { plainKeys } from '../../request-keys.ts';
import { customerRequester } from '../../sms/requester.ts';
import { markPhoneVerified } from '../../sms/sms-store.ts';
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
  /** What the SMS routes write when the customer's ORDER check succeeds. */
  verifyPhone(phone: string, customerId: string, at?: string): Promise<void>;
  stockOf(restaurantId: number, itemId: number): Promise<number | null>;
  close(): Promise<void>;
}

export async function startOrderingHarness(
  db?: string,
  overrides: Partial<GatewayOptions> = {},
): Promise<OrderingHarness> {
  return orderingHarnessOf(await startTestGateway(db === undefined ? overrides : { ...overrides, db }));
}

/** The harness over a gateway started by the test (its own seed, clock or database). */
export async function orderingHarnessOf(gateway: RunningGateway): Promise<OrderingHarness> {
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
    verifyPhone: (phone, customerId, at = TEST_NOW) =>
      markPhoneVerified(gateway.db, plainKeys.phone(phone), customerRequester(customerId), Date.parse(at)),
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
