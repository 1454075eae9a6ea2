// The cassette: recorded HTTP interactions as human-diffable JSON (version 1). Decoded with io-ts
// (closed objects: a typo is an unknown field at its JSON path) and written with a fixed key order.
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { type CallName, callNames } from '../../contract/calls.ts';
import { closed } from '../../contract/closed.ts';
import { decodeWith } from '../../contract/decode.ts';
import { IsoDateTime } from '../../contract/primitives.ts';
import type { HttpMethod } from '../http/transport.ts';
import type { Json } from './json.ts';
import { parseVolatilePath } from './volatile-paths.ts';

export interface RecordedRequest {
  readonly method: HttpMethod;
  /** Path + query, host-independent (the profile origin stripped). */
  readonly path: string;
  /** Parsed JSON, the raw text when it was not JSON, or null without a body. */
  readonly body: Json;
}

export interface RecordedResponse {
  readonly status: number;
  /** The few relevant headers, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON for a JSON content type, else the text. */
  readonly body: Json;
  /** A JSON content type whose body was not JSON: `body` is the text as sent. */
  readonly raw_text?: boolean;
}

export interface Interaction {
  /** The call of the contract (contract/calls.ts), or null for a path outside it. */
  readonly call: CallName | null;
  readonly request: RecordedRequest;
  readonly response: RecordedResponse;
}

export interface Cassette {
  readonly version: 1;
  readonly recorded_at: string;
  readonly profile_origin?: string;
  /** Request fields matched whatever they hold, beside the built-in ones (volatile-paths.ts). */
  readonly volatile?: readonly string[];
  readonly interactions: readonly Interaction[];
}

export interface CassetteError {
  readonly file?: string;
  /** JSON path of the bad value, `$` for the whole file. */
  readonly path: string;
  readonly message: string;
}

export function formatCassetteError(e: CassetteError): string {
  return `${e.file === undefined ? 'cassette' : e.file}: ${e.path}: ${e.message}`;
}

function isJson(u: unknown, depth = 0): u is Json {
  if (u === null || typeof u === 'string' || typeof u === 'boolean') return true;
  if (typeof u === 'number') return Number.isFinite(u);
  if (depth > 200 || typeof u !== 'object') return false;
  if (Array.isArray(u)) return u.every((v) => isJson(v, depth + 1));
  return Object.values(u).every((v) => isJson(v, depth + 1));
}

const JsonValue = new t.Type<Json, Json, unknown>(
  'JSON',
  isJson,
  (u, c) => (isJson(u) ? t.success(u) : t.failure(u, c, 'expected a JSON value (null for none)')),
  t.identity,
);

const CallNameCodec = t.keyof(
  Object.fromEntries(callNames.map((n) => [n, null])) as Record<CallName, null>,
  'CallName',
);

const Status = new t.Type<number, number, unknown>(
  'Status',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 100 && u <= 599,
  (u, c) =>
    typeof u === 'number' && Number.isInteger(u) && u >= 100 && u <= 599
      ? t.success(u)
      : t.failure(u, c, 'expected an HTTP status 100..599'),
  t.identity,
);

const PathCodec = new t.Type<string, string, unknown>(
  'Path',
  (u): u is string => typeof u === 'string' && u.startsWith('/'),
  (u, c) =>
    typeof u === 'string' && u.startsWith('/')
      ? t.success(u)
      : t.failure(u, c, 'expected a path starting with /'),
  t.identity,
);

const VolatilePathText = new t.Type<string, string, unknown>(
  'VolatilePath',
  (u): u is string => typeof u === 'string' && E.isRight(parseVolatilePath(u)),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'expected a field path such as body.a.b');
    const parsed = parseVolatilePath(u);
    return E.isRight(parsed) ? t.success(u) : t.failure(u, c, parsed.left);
  },
  t.identity,
);

const InteractionCodec = closed('Interaction', {
  call: t.union([CallNameCodec, t.null]),
  request: closed('RecordedRequest', {
    method: t.keyof({ GET: null, POST: null }),
    path: PathCodec,
    body: JsonValue,
  }),
  response: closed(
    'RecordedResponse',
    { status: Status, headers: t.record(t.string, t.string), body: JsonValue },
    { raw_text: t.boolean },
  ),
});

export const CassetteCodec = closed(
  'Cassette',
  { version: t.literal(1), recorded_at: IsoDateTime, interactions: t.array(InteractionCodec) },
  { profile_origin: t.string, volatile: t.array(VolatilePathText) },
);

/** Never throws: a bad cassette is a Left naming the JSON path of the first bad value. */
export function decodeCassette(json: unknown, file?: string): E.Either<CassetteError, Cassette> {
  const decoded = decodeWith('cassette', CassetteCodec, json);
  if (E.isRight(decoded)) return E.right(decoded.right);
  const { path, message } = decoded.left;
  return E.left(file === undefined ? { path, message } : { file, path, message });
}

export function parseCassette(text: string, file?: string): E.Either<CassetteError, Cassette> {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (cause) {
    const message = `invalid JSON: ${cause instanceof Error ? cause.message : String(cause)}`;
    return E.left(file === undefined ? { path: '$', message } : { file, path: '$', message });
  }
  return decodeCassette(json, file);
}

const sortedHeaders = (h: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.keys(h)
      .sort()
      .map((k) => [k, h[k] ?? '']),
  );

/**
 * Pretty-printed, envelope keys in a fixed order and headers sorted, so a re-recording diffs
 * line by line. Bodies keep the key order they were sent in (deterministic for one client/server).
 */
export function formatCassette(cassette: Cassette): string {
  const ordered = {
    version: cassette.version,
    recorded_at: cassette.recorded_at,
    ...(cassette.profile_origin === undefined ? {} : { profile_origin: cassette.profile_origin }),
    ...(cassette.volatile === undefined || cassette.volatile.length === 0
      ? {}
      : { volatile: [...cassette.volatile] }),
    interactions: cassette.interactions.map((i) => ({
      call: i.call,
      request: { method: i.request.method, path: i.request.path, body: i.request.body },
      response: {
        status: i.response.status,
        headers: sortedHeaders(i.response.headers),
        body: i.response.body,
        ...(i.response.raw_text === true ? { raw_text: true } : {}),
      },
    })),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
