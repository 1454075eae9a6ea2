// Volatile values replaced by placeholders, on the recorded and the live side alike, so two runs of
// the same order (fresh uuids, clocks, tokens, SMS codes) ask the same questions.

import type { CallName } from '../../contract/calls.ts';
import type { HttpMethod } from '../http/transport.ts';
import { MASKED_PHONE, maskPhone, maskPhonesIn } from '../redact/phone-mask.ts';
import { REDACTED_SMS_CODE, secretKind } from '../redact/redact.ts';
import { canonicalJson, isJsonRecord, type Json } from './json.ts';
import type { LearnedValues } from './learned-values.ts';
import { splitPath } from './url-path.ts';

/** Fields whose value the client makes up per run: matched whatever they hold (null stays null). */
export const VOLATILE_KEYS: ReadonlySet<string> = new Set([
  'uuid',
  'cart_uuid',
  'signature',
  'cart_signature',
  'idempotency_key',
  'phone_uuid',
  'uniq_key',
  'device_id',
  'access_token',
  'refresh_token',
  'token',
]);

/** A token a cassette redacted (redact-cassette.ts) stands where a JWT stood. */
const REDACTED_TOKEN = /<redacted:token(?:-\d+)?>/g;
const SMS_CODE = /^\d{4}$/;
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*/g;
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?/g;

/**
 * Shapes that are volatile wherever they appear, inside longer strings too. Mobile numbers match
 * any mobile number (masked as a cassette keeps them, or live): a script may take a fresh phone
 * each run ({{unique.phone}}), and its recording must still replay.
 */
export function normaliseText(text: string): string {
  return maskPhonesIn(text)
    .replace(MASKED_PHONE, '<phone>')
    .replace(REDACTED_TOKEN, '<jwt>')
    .replace(JWT, '<jwt>')
    .replace(BEARER, 'Bearer <token>')
    .replace(UUID, '<uuid>')
    .replace(ISO_TIME, '<timestamp>');
}

interface Context {
  readonly call: CallName | null;
  readonly learned: LearnedValues;
}

function scalar(value: string | number, key: string | undefined, ctx: Context): string | number {
  const text = String(value);
  const learned = ctx.learned.label(text);
  if (learned !== undefined) return learned;
  if (key !== undefined && VOLATILE_KEYS.has(key)) return `<${key}>`;
  // A cassette redacts these (redact-cassette.ts): a recorded request matches any value of the kind.
  if (ctx.call === 'sms.check' && key === 'code' && (SMS_CODE.test(text) || text === REDACTED_SMS_CODE))
    return '<sms-code>';
  const kind = key === undefined ? null : secretKind(key);
  if (kind === 'password' || kind === 'token' || kind === 'sms-code') return `<${kind}>`;
  if (kind === 'phone') return normaliseText(maskPhone(text));
  return typeof value === 'string' ? normaliseText(value) : value;
}

export function normaliseJson(value: Json, ctx: Context, key?: string): Json {
  if (Array.isArray(value)) return value.map((v) => normaliseJson(v, ctx));
  if (isJsonRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseJson(v, ctx, k)]));
  }
  return typeof value === 'string' || typeof value === 'number' ? scalar(value, key, ctx) : value;
}

export interface NormalisedRequest {
  readonly method: HttpMethod;
  readonly segments: readonly string[];
  /** Sorted: the order of query parameters does not matter. */
  readonly query: readonly (readonly [string, string])[];
  readonly body: Json;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function normaliseRequest(
  request: { readonly method: HttpMethod; readonly path: string; readonly body: Json },
  ctx: Context,
): NormalisedRequest {
  const { pathname, query } = splitPath(request.path);
  const segments = pathname.split('/').map((s) => String(scalar(decoded(s), undefined, ctx)));
  const normalisedQuery = query
    .map(([k, v]) => [k, String(scalar(v, k, ctx))] as const)
    .sort((a, b) => compareText(a[0], b[0]) || compareText(a[1], b[1]));
  return { method: request.method, segments, query: normalisedQuery, body: normaliseJson(request.body, ctx) };
}

/** Equal keys: the same question. */
export function requestKey(n: NormalisedRequest): string {
  return canonicalJson([n.method, [...n.segments], n.query.map(([k, v]) => [k, v]), n.body]);
}
