// A transport that remembers each request it passes on and what came back, with its timing. It
// keeps references only (the request and result objects are immutable): nothing is copied,
// redacted or serialised during the run, so a script that passes costs a push per request.
import { type FiredFault, isFaultTransport } from '../../adapters/faults/fault-transport.ts';
import type { HttpRequest, Transport, TransportResult } from '../../adapters/http/transport.ts';

export interface Exchange {
  readonly request: HttpRequest;
  /** ms since the trace's start. */
  readonly start: number;
  end?: number;
  result?: TransportResult;
  /** The fault an injected-fault transport answered with, when one did. */
  fault?: string;
}

export interface TracingTransport extends Transport {
  /** Every request so far, in the order they were sent. */
  readonly exchanges: readonly Exchange[];
}

/** The fault fired for this request among those fired while it was out (its method, its path). */
function faultOf(fired: readonly FiredFault[], request: HttpRequest): string | undefined {
  const url = request.url.split('#')[0] ?? '';
  return fired.find((f) => f.method === request.method && url.endsWith(f.path))?.fault;
}

export function tracingTransport(inner: Transport, now: () => number): TracingTransport {
  const exchanges: Exchange[] = [];
  const faults = isFaultTransport(inner) ? inner : null;
  return {
    exchanges,
    // Traced or not, the session reads the faults that fired (its steps' reports name them).
    ...(faults === null ? {} : { fired: () => faults.fired(), pending: () => faults.pending() }),
    async send(request) {
      const exchange: Exchange = { request, start: now() };
      exchanges.push(exchange);
      const firedBefore = faults?.fired().length ?? 0;
      const result = await inner.send(request);
      exchange.end = now();
      exchange.result = result;
      if (faults !== null) {
        const fault = faultOf(faults.fired().slice(firedBefore), request);
        if (fault !== undefined) exchange.fault = fault;
      }
      return result;
    },
  };
}
