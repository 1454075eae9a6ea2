// What a load run measures at the transport: each request's latency by the contract's call name,
// each answer that is an error (HTTP 4xx/5xx, timeout, reset) and each order submit that answered
// 2xx with an order number, for the read-back afterwards.
import type { HttpRequest, TransportResult } from '../../adapters/http/transport.ts';
import { callNameOf } from '../../adapters/recorded/call-name.ts';
import { ErrorTally } from './error-tally.ts';
import { Samples } from './percentiles.ts';

/** An order the gateway said it took: what the read-back looks for. */
export interface SubmittedOrder {
  readonly orderNumber: string;
  /** What the customer was to pay, as submitted (the body's payment.total). */
  readonly total: number;
  /** What the submit's answer said the customer pays. */
  readonly paymentAmount: number;
  /** The idempotency-key header the submit carried (a repeat with the same key is the same order). */
  readonly idempotencyKey: string | null;
  /** The bearer token the submit carried: the order's owner, who alone may read it back. */
  readonly token: string | null;
}

const SUBMITS = new Set(['order.submit', 'order.legacy-submit']);

/** The contract's name of a request, or `METHOD /path` for one outside the contract (the sandbox's). */
export function callLabel(request: Pick<HttpRequest, 'method' | 'url'>): string {
  let path = request.url;
  try {
    const url = new URL(request.url);
    path = url.pathname + url.search;
  } catch {
    // a relative URL is its own path
  }
  return callNameOf(request.method, path) ?? `${request.method} ${path.split('?')[0]}`;
}

function submitted(request: HttpRequest, body: string): SubmittedOrder | null {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof answer !== 'object' || answer === null) return null;
  const { order_number: orderNumber, payment_amount: paymentAmount } = answer as Record<string, unknown>;
  // order_number null: the order was not taken (spec 000 §4); there is nothing to read back.
  if (typeof orderNumber !== 'string' || typeof paymentAmount !== 'number') return null;
  const auth = request.headers.authorization ?? request.headers.Authorization;
  return {
    orderNumber,
    total: submittedTotal(request.body) ?? paymentAmount,
    paymentAmount,
    idempotencyKey: request.headers['idempotency-key'] ?? null,
    token: auth?.startsWith('Bearer ') === true ? auth.slice('Bearer '.length) : null,
  };
}

/** The body's payment.total, when the body says one. */
function submittedTotal(body: string | undefined): number | null {
  try {
    const total = (JSON.parse(body ?? '') as { payment?: { total?: unknown } }).payment?.total;
    return typeof total === 'number' ? total : null;
  } catch {
    return null;
  }
}

/** A short excerpt of an answer's body for an error's example. */
const excerpt = (body: string) => (body.length > 160 ? `${body.slice(0, 160)}…` : body);

export class LoadRecorder {
  readonly calls = new Map<string, Samples>();
  /** Every request, whatever its call. */
  readonly all = new Samples();
  readonly errors = new ErrorTally();
  readonly submits: SubmittedOrder[] = [];
  /**
   * Submits that got no answer at all (timeout, reset): the gateway may have placed their orders
   * after the client gave up, and without a number nothing can read them back.
   */
  unansweredSubmits = 0;
  /** 429 answers by call: the gateway's limits met, which a load test must tell from failures. */
  readonly throttled = new Map<string, number>();
  requests = 0;

  /** One request and what came back, `ms` after it was sent. */
  record(request: HttpRequest, result: TransportResult, ms: number): void {
    const name = callLabel(request);
    this.requests += 1;
    let samples = this.calls.get(name);
    if (samples === undefined) {
      samples = new Samples();
      this.calls.set(name, samples);
    }
    samples.add(ms);
    this.all.add(ms);
    if (!result.ok) {
      const { failure } = result;
      if (SUBMITS.has(name)) this.unansweredSubmits += 1;
      if (failure.kind === 'timeout')
        this.errors.add('timeout', `${name}: no answer in ${request.timeoutMs} ms`);
      else this.errors.add('reset', `${name}: ${failure.detail}`);
      return;
    }
    const { status, body } = result.response;
    if (status === 429) this.throttled.set(name, (this.throttled.get(name) ?? 0) + 1);
    if (status >= 400) {
      this.errors.add(`http ${Math.floor(status / 100)}xx`, `${name} → ${status} ${excerpt(body)}`);
      return;
    }
    if (status >= 200 && status < 300 && SUBMITS.has(name)) {
      const order = submitted(request, body);
      if (order !== null) this.submits.push(order);
    }
  }
}
