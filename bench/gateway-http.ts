// What the gateway benches share: one JSON request over node:http, timed, and a call's path from the
// contract (as a client sends it, host prefix and all).
import { request } from 'node:http';
import { calls } from '../contract/calls.ts';
import { hostPrefixes } from '../gateway/http/hosts.ts';

export interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly ms: number;
}

export interface SendOptions {
  readonly token?: string;
  /** The local address to send from (a loopback 127.0.x.y: another client to the gateway's limits). */
  readonly from?: string;
  /** A connection of its own rather than the agent's kept-alive ones. */
  readonly fresh?: boolean;
}

/** `body` as JSON to `gateway` (its host and port); the answer parsed, with the time it took. */
export function send(
  gateway: { readonly hostname: string; readonly port: string | number },
  method: string,
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(
      {
        host: gateway.hostname,
        port: gateway.port,
        path,
        method,
        ...(options.fresh === true ? { agent: false } : {}),
        ...(options.from === undefined ? {} : { localAddress: options.from }),
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text === '' ? null : JSON.parse(text),
            ms: performance.now() - started,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** A call's path as a client sends it: the host's prefix and the contract's path. */
export const pathOf = (name: keyof typeof calls, params: Record<string, unknown> = {}) => {
  const call = calls[name];
  return `${hostPrefixes[call.host]}${(call.path as (p: unknown) => string)(params)}`;
};
