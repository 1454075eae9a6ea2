// The shape of one call of the gateway contract: where it goes, what it takes, what it answers.
// The HTTP client and the reference gateway are both built from these definitions.
import type * as t from 'io-ts';
import { Empty } from './closed.ts';
import { ApiError } from './primitives.ts';

/** The host map of DESIGN.md: unprefixed spec paths are 'api'. */
export type Host = 'api' | 'gateway' | 'member' | 'front' | 'auth' | 'payment';
export const hosts: readonly Host[] = ['api', 'gateway', 'member', 'front', 'auth', 'payment'];

interface CallCommon<P extends t.Mixed, R extends t.Mixed, F extends t.Mixed> {
  readonly host: Host;
  /** The path with `:name` parameters (fastify/express syntax), e.g. `/api/v2/restaurants/:restaurant_id`. */
  readonly pattern: string;
  /** Path parameters: decodes the strings a router extracts, encodes typed values into segments. */
  readonly params: P;
  readonly path: (params: t.TypeOf<P>) => string;
  /** The 2xx body. */
  readonly response: R;
  /** The body of a non-2xx answer that is still data (default: the error object). */
  readonly failure: F;
  /** 'text' answers are an html/text body passed on as a string. */
  readonly responseType: 'json' | 'text';
  /** Non-2xx statuses whose body is the normal response (service info, service status: 491). */
  readonly dataStatuses: readonly number[];
}

export interface GetCall<
  N extends string,
  P extends t.Mixed,
  Q extends t.Mixed,
  R extends t.Mixed,
  F extends t.Mixed,
> extends CallCommon<P, R, F> {
  readonly name: N;
  readonly method: 'GET';
  readonly query: Q;
}

export interface PostCall<
  N extends string,
  P extends t.Mixed,
  B extends t.Mixed,
  R extends t.Mixed,
  F extends t.Mixed,
> extends CallCommon<P, R, F> {
  readonly name: N;
  readonly method: 'POST';
  readonly body: B;
}

/**
 * Any call, for code that serves or sends them all (the gateway's router, the HTTP client).
 * Written out structurally: the generic interfaces are invariant in their codecs.
 */
interface SomeCall extends CallCommon<t.Mixed, t.Mixed, t.Mixed> {
  readonly name: string;
}
export type AnyCall =
  | (SomeCall & { readonly method: 'GET'; readonly query: t.Mixed })
  | (SomeCall & { readonly method: 'POST'; readonly body: t.Mixed });

interface Options<P extends t.Mixed, R extends t.Mixed, F extends t.Mixed> {
  readonly params?: P;
  readonly response: R;
  readonly failure?: F;
  readonly responseType?: 'json' | 'text';
  readonly dataStatuses?: readonly number[];
}

/** `/a/:x/b/:y/` with `{ x: '1', y: '2' }` → `/a/1/b/2/`; every value is URI-encoded. */
export function fillPattern(pattern: string, encoded: Readonly<Record<string, unknown>>): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(String(encoded[name])),
  );
}

/** The parameter names of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

function common<P extends t.Mixed, R extends t.Mixed, F extends t.Mixed>(
  host: Host,
  pattern: string,
  o: Options<P, R, F>,
): CallCommon<P, R, F> {
  // The defaults stand in for the generic defaults (P = typeof Empty, F = typeof ApiError).
  const params = (o.params ?? Empty) as P;
  return {
    host,
    pattern,
    params,
    path: (p) => fillPattern(pattern, params.encode(p)),
    response: o.response,
    failure: (o.failure ?? ApiError) as F,
    responseType: o.responseType ?? 'json',
    dataStatuses: o.dataStatuses ?? [],
  };
}

export function get<
  N extends string,
  R extends t.Mixed,
  Q extends t.Mixed = typeof Empty,
  P extends t.Mixed = typeof Empty,
  F extends t.Mixed = typeof ApiError,
>(
  name: N,
  host: Host,
  pattern: string,
  o: Options<P, R, F> & { readonly query?: Q },
): GetCall<N, P, Q, R, F> {
  return { name, method: 'GET', query: (o.query ?? Empty) as Q, ...common(host, pattern, o) };
}

export function post<
  N extends string,
  B extends t.Mixed,
  R extends t.Mixed,
  P extends t.Mixed = typeof Empty,
  F extends t.Mixed = typeof ApiError,
>(name: N, host: Host, pattern: string, o: Options<P, R, F> & { readonly body: B }): PostCall<N, P, B, R, F> {
  return { name, method: 'POST', body: o.body, ...common(host, pattern, o) };
}

type ByName<T extends readonly AnyCall[]> = { readonly [C in T[number] as C['name']]: C };

/** The table of calls keyed by their names. */
export function byName<T extends readonly AnyCall[]>(...list: T): ByName<T> {
  return Object.fromEntries(list.map((c) => [c.name, c])) as ByName<T>;
}
