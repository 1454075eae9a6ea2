// The Transport over undici's `request` (Node: the CLI and the gateway's tests). The request's
// timeout is both the headers timeout and the body timeout; nothing is thrown.
import { type Dispatcher, request as undiciRequest } from 'undici';
import type { HttpResponse, Transport, TransportResult } from './transport.ts';
import { classifyError } from './transport-errors.ts';

export interface UndiciTransportOptions {
  /** A pool or agent of the caller's (keep-alive, proxies); undici's global one otherwise. */
  readonly dispatcher?: Dispatcher;
}

function headersOf(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function undiciTransport(options: UndiciTransportOptions = {}): Transport {
  return {
    async send(request): Promise<TransportResult> {
      try {
        const answer = await undiciRequest(request.url, {
          method: request.method,
          headers: { ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
          headersTimeout: request.timeoutMs,
          bodyTimeout: request.timeoutMs,
          ...(options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher }),
        });
        const body = await answer.body.text();
        const response: HttpResponse = {
          status: answer.statusCode,
          headers: headersOf(answer.headers),
          body,
        };
        return { ok: true, response };
      } catch (error) {
        return { ok: false, failure: classifyError(error) };
      }
    },
  };
}
