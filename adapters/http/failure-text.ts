// The code and the server's words in a refusal body. Bodies vary by backend: the error object
// (error_code, error_message, display_message), the login failure ({ error: {...} }), DRF-style
// { detail }, { message }, { error: 'text' }, or a bare word such as phone-verified's 'ban'.

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function codeText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return text(value);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A bare word answer ('ban'), not a page of html or a sentence. */
const WORD = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export function failureCode(body: unknown): string | undefined {
  if (typeof body === 'string') return WORD.test(body.trim()) ? body.trim() : undefined;
  const r = record(body);
  if (r === undefined) return undefined;
  const nested = record(r.error);
  const bareError = text(r.error);
  return (
    codeText(r.error_code) ??
    codeText(nested?.error_code) ??
    codeText(r.code) ??
    (bareError !== undefined && WORD.test(bareError) ? bareError : undefined)
  );
}

/**
 * The text meant for the customer first (display_message), then the technical one
 * (error_message), then the generic keys.
 */
export function failureMessage(body: unknown): string | undefined {
  const r = record(body);
  if (r === undefined) return undefined;
  const nested = record(r.error);
  return (
    text(r.display_message) ??
    text(nested?.display_message) ??
    text(r.error_message) ??
    text(nested?.error_message) ??
    text(r.message) ??
    text(nested?.message) ??
    text(r.detail) ??
    text(r.error) ??
    text(r.error_msg)
  );
}

const TOKEN_EXPIRED = 'expired or malformed token';

/** spec 000 §8 "The server message 'expired or malformed token'", wherever the body puts it. */
export function saysTokenExpired(body: unknown): boolean {
  const candidates = [failureMessage(body), typeof body === 'string' ? body : undefined];
  const r = record(body);
  if (r !== undefined) candidates.push(text(r.error_message), text(r.message), text(r.detail), text(r.error));
  return candidates.some((c) => c?.toLowerCase().includes(TOKEN_EXPIRED) === true);
}
