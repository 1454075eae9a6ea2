// A thrown transport error → a TransportFailure. Node (undici, and fetch built on it) names its
// errors by `code`, often on a `cause`; browsers only say TypeError.
import type { TransportFailure } from './transport.ts';

const TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
]);

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The error and its causes, outermost first (bounded: a cause may point back at itself). */
function chain(error: unknown): unknown[] {
  const out: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && out.length < 5 && !out.includes(current)) {
    out.push(current);
    current = field(current, 'cause');
  }
  return out;
}

function describe(error: unknown): string {
  const parts = chain(error).map((e) => {
    const code = typeof field(e, 'code') === 'string' ? String(field(e, 'code')) : null;
    const message = field(e, 'message');
    if (typeof message !== 'string') return code ?? String(e);
    return code === null ? message : `${code}: ${message}`;
  });
  return parts.join(' ← ');
}

/**
 * Timeouts by code or by name (TimeoutError from AbortSignal.timeout); everything else —
 * refused, reset, DNS, aborted, TLS — is no answer at all, the spec's status 0.
 */
export function classifyError(error: unknown): TransportFailure {
  const timedOut = chain(error).some((e) => {
    const code = field(e, 'code');
    return (typeof code === 'string' && TIMEOUT_CODES.has(code)) || field(e, 'name') === 'TimeoutError';
  });
  return timedOut ? { kind: 'timeout' } : { kind: 'network', detail: describe(error) };
}
