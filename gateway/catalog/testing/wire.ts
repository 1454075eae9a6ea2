// Test steps for the catalogue and content routes: call the running gateway over real HTTP by call
// name (path and host prefix from the contract), decode the answer with the wire codecs (the
// response codec for 2xx and the calls' data statuses, the failure codec otherwise), and sign
// tokens with the gateway's own secret.
import type * as t from 'io-ts';
import { type CallName, type Calls, calls } from '../../../contract/calls.ts';
import { decodeFailure, decodeResponse, formatWireError } from '../../../contract/decode.ts';
import { jwtTokens } from '../../auth/tokens.ts';
import type { Sql } from '../../db/database.ts';
import { routePath } from '../../http/serve-call.ts';
import { TEST_NOW } from '../../testing/test-gateway.ts';

export type Answer<N extends CallName> =
  | { readonly ok: true; readonly status: number; readonly body: t.TypeOf<Calls[N]['response']> }
  | { readonly ok: false; readonly status: number; readonly body: t.TypeOf<Calls[N]['failure']> };

export interface Request {
  readonly params?: Readonly<Record<string, string | number>>;
  /** The query of a GET, the JSON body of a POST. */
  readonly payload?: Readonly<Record<string, unknown>>;
  readonly token?: string;
}

export function urlOf(baseUrl: string, name: CallName, request: Request = {}): URL {
  const call = calls[name];
  const path = routePath(call).replace(/:([A-Za-z_]\w*)/g, (_, key: string) =>
    encodeURIComponent(String(request.params?.[key] ?? '')),
  );
  const url = new URL(path, baseUrl);
  if (call.method === 'GET') {
    for (const [k, v] of Object.entries(request.payload ?? {})) url.searchParams.set(k, String(v));
  }
  return url;
}

export async function call<N extends CallName>(
  baseUrl: string,
  name: N,
  request: Request = {},
): Promise<Answer<N>> {
  const c = calls[name];
  const headers: Record<string, string> = {};
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
  if (c.method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(urlOf(baseUrl, name, request), {
    method: c.method,
    headers,
    body: c.method === 'POST' ? JSON.stringify(request.payload ?? {}) : undefined,
  });
  const text = await response.text();
  const isData = response.ok || c.dataStatuses.includes(response.status);
  const raw: unknown = isData && c.responseType === 'text' ? text : JSON.parse(text);
  const decoded = isData ? decodeResponse(c, raw) : decodeFailure(c, raw);
  if (decoded._tag === 'Left') throw new Error(`${response.status}: ${formatWireError(decoded.left)}`);
  return { ok: isData, status: response.status, body: decoded.right } as Answer<N>;
}

/** The 2xx (or data-status) body; anything else fails the test with the status and body. */
export async function ok<N extends CallName>(
  baseUrl: string,
  name: N,
  request: Request = {},
): Promise<t.TypeOf<Calls[N]['response']>> {
  const answer = await call(baseUrl, name, request);
  if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A token as the gateway would issue it to `customerId` (a member unless isUser is false). */
export async function tokenFor(db: Sql, customerId: string, isUser = true): Promise<string> {
  const rows = await db.query<{ value: string }>("SELECT value FROM seed_meta WHERE key = 'jwt_secret'");
  const secret = new TextEncoder().encode(rows[0]?.value ?? '');
  return jwtTokens(secret, () => Date.parse(TEST_NOW)).issue({ customerId, isUser });
}

export const GANGNAM = { lat: 37.498168, lng: 127.02761 } as const;
