// Volatile fields a run or a cassette names beside the built-in ones (normalise.ts VOLATILE_KEYS):
// `body.delivery_info.user_comment`, `body.items.*.note`, `query.t`. Whatever such a field holds,
// on the recorded and on the live side, it is `<volatile>` when requests are matched.
import * as E from 'fp-ts/lib/Either.js';
import { isJsonRecord, type Json } from './json.ts';

export interface VolatilePath {
  /** As written, for messages and for the cassette's `volatile` list. */
  readonly text: string;
  readonly where: 'body' | 'query';
  /** Keys or array indexes; `*` stands for any one. */
  readonly segments: readonly string[];
}

export const VOLATILE = '<volatile>';

const SEGMENT = /^(?:\*|[^.*\s]+)$/;

/** `body.a.b` (a `*` segment for any key or index) or `query.name`; anything else is a Left. */
export function parseVolatilePath(text: string): E.Either<string, VolatilePath> {
  const [where, ...segments] = text.split('.');
  if (where !== 'body' && where !== 'query')
    return E.left(`${text}: start with body. (a field of the request body) or query. (a parameter)`);
  if (segments.length === 0 || segments.some((s) => !SEGMENT.test(s)))
    return E.left(
      `${text}: expected ${where}.name${where === 'body' ? '.name… (* for any key or index)' : ''}`,
    );
  if (where === 'query' && (segments.length > 1 || segments[0] === '*'))
    return E.left(`${text}: a query parameter is one name: query.name`);
  return E.right({ text, where, segments });
}

/** Every path parsed, or the first refusal. */
export function parseVolatilePaths(texts: readonly string[]): E.Either<string, VolatilePath[]> {
  const paths: VolatilePath[] = [];
  for (const text of texts) {
    const parsed = parseVolatilePath(text);
    if (E.isLeft(parsed)) return parsed;
    if (!paths.some((p) => p.text === text)) paths.push(parsed.right);
  }
  return E.right(paths);
}

function maskAt(value: Json, segments: readonly string[]): Json {
  const [head, ...rest] = segments;
  if (head === undefined) return VOLATILE;
  const at = (key: string, v: Json) => (head === '*' || head === key ? maskAt(v, rest) : v);
  if (Array.isArray(value)) return value.map((v, i) => at(String(i), v));
  if (value !== null && isJsonRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, at(k, v)]));
  return value;
}

/** The body with every named field's value, present on this side, replaced by `<volatile>`. */
export function maskBody(body: Json, paths: readonly VolatilePath[]): Json {
  return paths.reduce((b, p) => (p.where === 'body' ? maskAt(b, p.segments) : b), body);
}

/** Whether a query parameter is named volatile. */
export const isVolatileQuery = (name: string, paths: readonly VolatilePath[]): boolean =>
  paths.some((p) => p.where === 'query' && p.segments[0] === name);
