// The Transport over `fetch` (browsers, Node 20+, any WHATWG fetch). The request's timeout aborts
// it through an AbortController; nothing is thrown: timeouts and failures come back as values.

import type { HttpResponse, Transport, TransportResult } from './transport.ts';
import { classifyError } from './transport-errors.ts';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

function headersOf(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

export function fetchTransport(fetchFn: FetchFunction = (input, init) => fetch(input, init)): Transport {
  return {
    async send(request): Promise<TransportResult> {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, request.timeoutMs);
      try {
        const response = await fetchFn(request.url, {
          method: request.method,
          headers: { ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
          signal: controller.signal,
        });
        // The timeout covers the body too: a server that stalls mid-body is a timeout.
        const body = await response.text();
        const answer: HttpResponse = { status: response.status, headers: headersOf(response), body };
        return { ok: true, response: answer };
      } catch (error) {
        return { ok: false, failure: timedOut ? { kind: 'timeout' } : classifyError(error) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
