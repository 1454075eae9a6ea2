// The byte-level seam under the HTTP gateway client: a request goes out, a response or a
// transport failure comes back. Implemented by fetch (browser), Node's http client (the CLI),
// undici and the recorded gateway (cassettes); fault injection wraps any of them.

export type HttpMethod = 'GET' | 'POST';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Absolute URL, query string included. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text for POSTs. */
  readonly body?: string;
  readonly timeoutMs: number;
}

export interface HttpResponse {
  readonly status: number;
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export type TransportFailure =
  | { readonly kind: 'timeout' }
  /** Refused, reset, DNS, aborted: no HTTP answer at all (the spec's status 0). */
  | { readonly kind: 'network'; readonly detail: string };

export type TransportResult =
  | { readonly ok: true; readonly response: HttpResponse }
  | { readonly ok: false; readonly failure: TransportFailure };

export interface Transport {
  send(request: HttpRequest): Promise<TransportResult>;
}
