// Calls the gateway over real HTTP as a client of the contract would: by call name, with the
// path built from the call's pattern and host prefix, and the answer decoded with the wire codecs
// (the response codec for 2xx, the failure codec otherwise).
import type * as t from 'io-ts';
import type { CallName, Calls } from '../../../contract/calls.ts';
import { calls } from '../../../contract/calls.ts';
import { decodeFailure, decodeResponse, formatWireError } from '../../../contract/decode.ts';
import { hostPrefixes } from '../../http/hosts.ts';

type Params<N extends CallName> = t.OutputOf<Calls[N]['params']>;
type Payload<N extends CallName> = Calls[N] extends { readonly body: infer B extends t.Mixed }
  ? t.OutputOf<B>
  : Calls[N] extends { readonly query: infer Q extends t.Mixed }
    ? t.OutputOf<Q>
    : never;

export type WireAnswer<N extends CallName> =
  | { readonly ok: true; readonly status: number; readonly body: t.TypeOf<Calls[N]['response']> }
  | { readonly ok: false; readonly status: number; readonly body: t.TypeOf<Calls[N]['failure']> };

export interface CallOptions<N extends CallName> {
  readonly params?: Params<N>;
  /** The JSON body of a POST, or the query of a GET. */
  readonly payload?: Payload<N>;
  readonly token?: string | null;
}

export async function callWire<N extends CallName>(
  baseUrl: string,
  name: N,
  options: CallOptions<N> = {},
): Promise<WireAnswer<N>> {
  const call = calls[name];
  const path = `${hostPrefixes[call.host]}${(call.path as (p: unknown) => string)(options.params ?? {})}`;
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (call.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.payload ?? {});
  } else {
    for (const [k, v] of Object.entries((options.payload ?? {}) as Record<string, unknown>))
      url.searchParams.set(k, String(v));
  }
  const response = await fetch(url, { method: call.method, headers, body });
  const json: unknown = await response.json();
  if (response.ok) {
    const decoded = decodeResponse(call, json);
    if (decoded._tag === 'Left') throw new Error(formatWireError(decoded.left));
    return { ok: true, status: response.status, body: decoded.right };
  }
  const decoded = decodeFailure(call, json);
  if (decoded._tag === 'Left') throw new Error(`${response.status}: ${formatWireError(decoded.left)}`);
  return { ok: false, status: response.status, body: decoded.right };
}

/** The 2xx body, or a thrown error naming the status and body (for the given steps of a test). */
export async function okWire<N extends CallName>(
  baseUrl: string,
  name: N,
  options: CallOptions<N> = {},
): Promise<t.TypeOf<Calls[N]['response']>> {
  const result = await callWire(baseUrl, name, options);
  if (!result.ok) throw new Error(`${name} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}
