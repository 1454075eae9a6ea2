// What a run never writes in the clear: passwords, tokens (bearer, JWT, access and refresh tokens),
// SMS codes and phone numbers (masked but for the last four digits). One set of rules for every
// output — cassettes, event logs, NDJSON, JUnit, the console — so a secret caught in one is caught
// in all. Pure: text and JSON values in, the same shapes out.
import { maskPhone, maskPhonesIn } from './phone-mask.ts';

export type SecretKind = 'password' | 'token' | 'sms-code' | 'phone';

export const REDACTED_PASSWORD = '<redacted:password>';
export const REDACTED_TOKEN = '<redacted:token>';
export const REDACTED_SMS_CODE = '<redacted:sms-code>';

/** Field names seen, as keyOf gives them: a JSON value repeats a few names many times. */
const keys = new Map<string, string>();

/** `access_token`, `accessToken` and `Access-Token` are one key. */
function keyOf(key: string): string {
  let k = keys.get(key);
  if (k === undefined) {
    k = key.toLowerCase().replace(/[-_]/g, '');
    // A bound, for a process that meets endless distinct names (a map keyed by ids).
    if (keys.size >= 4096) keys.clear();
    keys.set(key, k);
  }
  return k;
}

const PASSWORD_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'currentpassword',
  'passwordconfirm',
  'passwordconfirmation',
  'passwd',
  'pwd',
]);
const TOKEN_KEYS: ReadonlySet<string> = new Set(['authorization', 'cookie', 'setcookie', 'secret', 'apikey']);
const SMS_CODE_KEYS: ReadonlySet<string> = new Set(['verificationcode', 'smscode', 'vericode']);
const PHONE_KEYS: ReadonlySet<string> = new Set([
  'phone',
  'phonenumber',
  'mobile',
  'cellphone',
  'tel',
  'lastloginphone',
  'accountphone',
]);

/** The default of secretKind's SMS code keys: one set, not a new one for every field walked. */
const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * What the value of a field holds, by its name (and its parent's: `phone.number`). `code` alone is
 * too common a name (coupons, errors) to be an SMS code: callers that know better pass `smsCodeKeys`.
 */
export function secretKind(
  key: string,
  parent: SecretKind | null = null,
  smsCodeKeys: ReadonlySet<string> = NO_KEYS,
): SecretKind | null {
  const k = keyOf(key);
  if (PASSWORD_KEYS.has(k)) return 'password';
  if (TOKEN_KEYS.has(k) || k.endsWith('token')) return 'token';
  if (SMS_CODE_KEYS.has(k) || smsCodeKeys.has(key)) return 'sms-code';
  if (PHONE_KEYS.has(k) || (parent === 'phone' && k === 'number')) return 'phone';
  return null;
}

export interface RedactOptions {
  /** What a token becomes; `<redacted:token>` unless given (a cassette numbers its tokens). */
  readonly token?: (value: string) => string;
  /** Field names that hold an SMS code here (the SMS check's `code`). */
  readonly smsCodeKeys?: ReadonlySet<string>;
}

const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer\s+)([A-Za-z0-9._~+/=-]+)/g;
/** `"key": "value"` in JSON text, also XML-escaped (`&quot;key&quot;:&quot;value&quot;`); the value may be cut short. */
const QUOTED_PAIR = /(&quot;|["'])([\w-]+)\1(\s*:\s*)(&quot;|["'])((?:(?!\4)[^\\]|\\[\s\S])*)/g;
/** `key=value` in a URL query or a form body. */
const QUERY_PAIR = /([?&;\s]|^)([\w-]+)=([^&\s"'<>#]*)/g;

function secretValue(kind: SecretKind, value: string, options: RedactOptions): string {
  switch (kind) {
    case 'password':
      return REDACTED_PASSWORD;
    case 'token':
      return options.token?.(value) ?? REDACTED_TOKEN;
    case 'sms-code':
      return REDACTED_SMS_CODE;
    case 'phone':
      return maskPhone(value);
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/**
 * What each rule below needs to find anything: a quote (a `"key": "value"` pair), `=` (a query
 * pair), `Bearer`, `eyJ` (a JWT), four digits in a row (every mobile number ends so). A text with
 * none of them, most of the names and labels in a menu or a projection, is returned at once.
 */
const MAY_HOLD_SECRET = /["'=]|&quot;|Bearer|eyJ|\d{4}/;

/** Secrets inside free text: a log line, an error message, a URL, JSON or XML text. */
export function redactText(text: string, options: RedactOptions = {}): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  const kind = (key: string) => secretKind(key, null, options.smsCodeKeys);
  const token = (value: string) => options.token?.(value) ?? REDACTED_TOKEN;
  return maskPhonesIn(
    text
      .replace(QUOTED_PAIR, (all, q: string, key: string, colon: string, vq: string, value: string) => {
        const k = kind(key);
        return k === null || value === ''
          ? all
          : `${q}${key}${q}${colon}${vq}${secretValue(k, value, options)}`;
      })
      .replace(QUERY_PAIR, (all, lead: string, key: string, value: string) => {
        const k = kind(key);
        return k === null || value === '' ? all : `${lead}${key}=${secretValue(k, value, options)}`;
      })
      .replace(BEARER, (_all, bearer: string, value: string) =>
        value.startsWith('<redacted') ? `${bearer}${value}` : `${bearer}${token(value)}`,
      )
      .replace(JWT, token),
  );
}

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function walk(value: unknown, kind: SecretKind | null, options: RedactOptions): unknown {
  if (typeof value === 'string') {
    if (kind === null || value === '') return redactText(value, options);
    // A masked phone may sit in a longer text; the rest of it is redacted as text.
    return kind === 'phone' ? redactText(maskPhone(value), options) : secretValue(kind, value, options);
  }
  if (typeof value === 'number' && kind !== null) return secretValue(kind, String(value), options);
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const w = walk(v, kind, options);
      if (out === null && w !== v) out = value.slice(0, i);
      out?.push(w);
    }
    return out ?? value;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    let out: [string, unknown][] | null = null;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      const v = value[k];
      const w = walk(v, secretKind(k, kind, options.smsCodeKeys), options);
      if (out === null && w !== v) out = keys.slice(0, i).map((j) => [j, value[j]]);
      out?.push([k, w]);
    }
    return out === null ? value : Object.fromEntries(out);
  }
  return value;
}

/**
 * A JSON-like value with its secrets redacted: fields by name (passwords, tokens, SMS codes,
 * phones) and, in every other string, JWTs, bearer tokens, `"password": "…"` pairs and mobile
 * numbers. Same shape out; a number under a secret name becomes its redacted text. An object or
 * array with nothing to redact is answered as it is (not copied): a restaurant's menu in a trace
 * costs a walk, not a second menu. Nothing redacted is ever written back into the value given.
 */
export function redactJson<T>(value: T, options: RedactOptions = {}): T {
  return walk(value, null, options) as T;
}
