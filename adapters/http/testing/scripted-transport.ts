// A Transport for tests: it answers by method and path from a script, records what was sent, and
// injects faults (timeouts, resets, 5xx, bad bodies). No module mocking: it is just another adapter.
import type { HttpMethod, HttpRequest, Transport, TransportResult } from '../transport.ts';

export type Answer =
  | { readonly status: number; readonly body: string; readonly headers?: Readonly<Record<string, string>> }
  | { readonly fail: 'timeout' }
  | { readonly fail: 'network'; readonly detail: string };

export const json = (status: number, body: unknown): Answer => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
export const text = (status: number, body: string): Answer => ({
  status,
  body,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});
export const timeout = (): Answer => ({ fail: 'timeout' });
export const reset = (): Answer => ({ fail: 'network', detail: 'ECONNRESET: socket hang up' });
export const refused = (): Answer => ({ fail: 'network', detail: 'ECONNREFUSED' });

export type Responder = (request: HttpRequest) => Answer;

export interface ScriptedTransport extends Transport {
  /** Every request, in order. */
  readonly sent: HttpRequest[];
  /**
   * Answer `method path` (the URL's pathname, host prefix included) with these answers in turn;
   * the last one repeats. A responder function answers from the request itself.
   */
  on(method: HttpMethod, path: string, ...answers: readonly (Answer | Responder)[]): ScriptedTransport;
  /** Requests sent to `method path`. */
  to(method: HttpMethod, path: string): HttpRequest[];
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

function toResult(answer: Answer): TransportResult {
  if ('fail' in answer) {
    return answer.fail === 'timeout'
      ? { ok: false, failure: { kind: 'timeout' } }
      : { ok: false, failure: { kind: 'network', detail: answer.detail } };
  }
  return { ok: true, response: { status: answer.status, headers: answer.headers ?? {}, body: answer.body } };
}

/** Unscripted routes answer 404 with the error object, as a server would. */
export function scriptedTransport(): ScriptedTransport {
  const routes = new Map<string, (Answer | Responder)[]>();
  const sent: HttpRequest[] = [];
  const key = (method: string, path: string) => `${method} ${path}`;
  const transport: ScriptedTransport = {
    sent,
    on(method, path, ...answers) {
      routes.set(key(method, path), [...answers]);
      return transport;
    },
    to(method, path) {
      return sent.filter((r) => r.method === method && pathOf(r.url) === path);
    },
    send(request) {
      sent.push(request);
      const queue = routes.get(key(request.method, pathOf(request.url)));
      const next = queue === undefined ? undefined : queue.length > 1 ? queue.shift() : queue[0];
      if (next === undefined) {
        return Promise.resolve(
          toResult(
            json(404, { error_code: 404, error_message: `no route ${request.method} ${request.url}` }),
          ),
        );
      }
      return Promise.resolve(toResult(typeof next === 'function' ? next(request) : next));
    },
  };
  return transport;
}
