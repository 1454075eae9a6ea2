// How a gateway call can fail, as a value. Adapters produce these; domain/checkout/error-mapping
// turns them into the spec's Korean messages.

export type GatewayFailure =
  /** HTTP status 0 (no answer) or ≥ 500. */
  | { readonly kind: 'unavailable'; readonly status: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  /** The body did not decode: the call and the JSON path of the first bad field. */
  | { readonly kind: 'malformed'; readonly call: string; readonly path: string }
  /** The server answered with a refusal (4xx or a failure flag in the body). */
  | {
      readonly kind: 'rejected';
      readonly status: number;
      readonly code?: string;
      readonly message?: string;
      readonly body?: unknown;
    };

export type GatewayResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: GatewayFailure };

export function answered<T>(value: T): GatewayResult<T> {
  return { ok: true, value };
}

export function failed<T = never>(failure: GatewayFailure): GatewayResult<T> {
  return { ok: false, failure };
}
