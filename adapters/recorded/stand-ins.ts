// Replaying a redacted cassette: each placeholder in a recorded answer becomes a well-formed stand-in
// the client can carry forward — `<redacted:token-N>` a fake JWT (the same N, the same token),
// `<redacted:sms-code>` a four-digit code, a masked phone a number with the same last four digits.
// Deterministic, so the replayed run and the cassette's own checks see the same values.
import { fakePhonesIn } from '../redact/phone-mask.ts';
import { REDACTED_PASSWORD, REDACTED_SMS_CODE, REDACTED_TOKEN } from '../redact/redact.ts';
import { isJsonRecord, type Json } from './json.ts';

const TOKEN_PLACEHOLDER = /<redacted:token(?:-(\d+))?>/g;

export const STAND_IN_SMS_CODE = '0000';
export const STAND_IN_PASSWORD = 'redacted-password';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT naming the placeholder it stands for; shaped like the real thing. */
export function standInToken(n: number): string {
  return `${base64url('{"alg":"none"}')}.${base64url(`{"replayed":${n}}`)}.`;
}

export function standInText(text: string): string {
  if (text === REDACTED_SMS_CODE) return STAND_IN_SMS_CODE;
  if (text === REDACTED_PASSWORD) return STAND_IN_PASSWORD;
  if (!text.includes('<redacted') && !text.includes('*')) return text;
  const tokens =
    text === REDACTED_TOKEN
      ? standInToken(0)
      : text.replace(TOKEN_PLACEHOLDER, (_all, n: string | undefined) => standInToken(Number(n ?? 0)));
  return fakePhonesIn(tokens);
}

/** A recorded body or path with every placeholder replaced by its stand-in. */
export function standIns(value: Json): Json {
  if (typeof value === 'string') return standInText(value);
  if (Array.isArray(value)) return value.map(standIns);
  if (value !== null && isJsonRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, standIns(v)]));
  }
  return value;
}
