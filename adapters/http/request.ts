// One call → one HttpRequest: the URL from the profile host, the call's path and its query; the
// JSON body; the headers. What goes out is checked with the call's own codecs first, so a bad
// request is a clear error naming the field rather than a 400 from the server.
import * as E from 'fp-ts/lib/Either.js';
import type { AnyCall } from '../../contract/calls.ts';
import { decodeWith } from '../../contract/decode.ts';
import type { GatewayFailure } from '../../domain/ports/gateway-failure.ts';
import { HTTP_TIMEOUT_MS, sendsBearer } from './call-policy.ts';
import { hostBase, type Profile } from './profile.ts';
import type { HttpRequest } from './transport.ts';

export interface Outgoing {
  readonly call: AnyCall;
  /** Path parameters, typed (numbers) or as strings. */
  readonly params: unknown;
  /** The query of a GET, the body of a POST. */
  readonly input: unknown;
  /** Extra headers, e.g. the order submit's idempotency-key. */
  readonly headers?: Readonly<Record<string, string>>;
}

type Part = 'params' | 'query' | 'body';

function checked(call: AnyCall, part: Part, codec: AnyCall['params'], value: unknown) {
  return E.mapLeft(
    (e: { path: string }): GatewayFailure => ({
      kind: 'malformed',
      call: call.name,
      path: `${part} ${e.path}`,
    }),
  )(decodeWith(call.name, codec, value));
}

function queryString(encoded: unknown): string {
  const search = new URLSearchParams();
  if (typeof encoded === 'object' && encoded !== null) {
    for (const [key, value] of Object.entries(encoded)) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** accept by the answer's type, and the bearer token unless the call goes without (templates). */
function headersFor(call: AnyCall, token: string | null): Record<string, string> {
  const accept = call.responseType === 'text' ? 'text/html, text/plain;q=0.9, */*;q=0.8' : 'application/json';
  const bearer = token !== null && token !== '' && sendsBearer(call);
  return bearer ? { accept, authorization: `Bearer ${token}` } : { accept };
}

export function buildRequest(
  profile: Profile,
  out: Outgoing,
  token: string | null,
  timeoutMs: number = HTTP_TIMEOUT_MS,
): E.Either<GatewayFailure, HttpRequest> {
  const { call } = out;
  const params = checked(call, 'params', call.params, out.params);
  if (E.isLeft(params)) return params;
  const url = `${hostBase(profile, call.host)}${call.path(params.right)}`;
  const headers = headersFor(call, token);

  if (call.method === 'GET') {
    const query = checked(call, 'query', call.query, out.input);
    if (E.isLeft(query)) return query;
    const request: HttpRequest = {
      method: 'GET',
      url: `${url}${queryString(call.query.encode(query.right))}`,
      headers: { ...headers, ...out.headers },
      timeoutMs,
    };
    return E.right(request);
  }
  const body = checked(call, 'body', call.body, out.input);
  if (E.isLeft(body)) return body;
  return E.right({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json', ...out.headers },
    body: JSON.stringify(call.body.encode(body.right)),
    timeoutMs,
  });
}

/** A plain GET of a page (the same-host notice content), with the call's accept and bearer. */
export function pageRequest(
  call: AnyCall,
  url: string,
  token: string | null,
  timeoutMs: number,
): HttpRequest {
  return { method: 'GET', url, headers: headersFor(call, token), timeoutMs };
}
