// A refused bearer token (spec 000 §8 "General"), apart from error-mapping.ts: the store's guest
// renewal asks it on every dispatch, and the web app's boot chunk should not carry every failure's
// text for it.
import type { GatewayFailure } from '../ports/gateway-failure.ts';

const TOKEN_EXPIRED_TEXT = 'expired or malformed token';

/** The server's own words: the failure's message, else a message/detail/error string in its body. */
export function serverText(failure: Extract<GatewayFailure, { kind: 'rejected' }>): string | null {
  const candidates: unknown[] = [failure.message];
  if (typeof failure.body === 'object' && failure.body !== null) {
    const body = failure.body as Record<string, unknown>;
    candidates.push(body.message, body.detail, body.error);
  }
  for (const c of candidates) if (typeof c === 'string' && c.trim() !== '') return c.trim();
  return null;
}

/** The server refused the bearer token ('expired or malformed token', spec 000 §8 "General"). */
export function isTokenRefusal(failure: GatewayFailure): boolean {
  if (failure.kind !== 'rejected') return false;
  const text = serverText(failure);
  return text !== null && text.toLowerCase() === TOKEN_EXPIRED_TEXT;
}
