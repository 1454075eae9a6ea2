// Serves one call of the contract (contract/) at its method and path: path parameters, query
// and body are decoded with the call's codecs (a bad request is a 400 naming the field), the
// bearer token is verified, and the handler's answer is sent as JSON (or text).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import type { AnyCall } from '../../contract/call-def.ts';
import {
  decodeBody,
  decodeParams,
  decodeQuery,
  decodeResponse,
  formatWireError,
} from '../../contract/decode.ts';
import { messages } from '../../domain/messages.ts';
import type { TokenClaims, Tokens } from '../auth/tokens.ts';
import { COMPRESS_FROM_BYTES, chooseEncoding, compressOnce, encodedEtag } from './compressed-json.ts';
import { hostPrefixes } from './hosts.ts';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * `body` already serialised, as UTF-8 bytes (catalog/catalog-cache.ts): sent as they are, and
   * as a 304 when its ETag matches.
   */
  readonly bytes?: Buffer;
}

export const answer = (body: unknown, status = 200): Answer => ({ status, body });
export const refuse = (status: number, error_code: string, error_message: string): Answer => ({
  status,
  body: { error_code, error_message },
});

type Input<C extends AnyCall> = {
  readonly params: t.TypeOf<C['params']>;
  readonly query: C extends { readonly query: infer Q extends t.Mixed } ? t.TypeOf<Q> : undefined;
  readonly body: C extends { readonly body: infer B extends t.Mixed } ? t.TypeOf<B> : undefined;
  /** The verified bearer token's claims; null without a (valid) token. */
  readonly auth: TokenClaims | null;
  readonly bearer: string | null;
  readonly request: FastifyRequest;
};

export interface ServeOptions {
  readonly tokens: Tokens;
  /** Decode every 2xx answer with the call's response codec and fail loudly on drift (tests). */
  readonly checkResponses: boolean;
}

export function routePath(call: AnyCall): string {
  return `${hostPrefixes[call.host]}${call.pattern}`;
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
}

/** If-None-Match names `etag` (weak or strong, RFC 9110 §13.1.2), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (ifNoneMatch === undefined || etag === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error_code: 'bad_request', error_message: message });
}

export function serveCall<C extends AnyCall>(
  app: FastifyInstance,
  options: ServeOptions,
  call: C,
  handler: (input: Input<C>) => Promise<Answer>,
): void {
  app.route({
    method: call.method,
    url: routePath(call),
    handler: async (request, reply) => {
      const params = decodeParams(call, request.params ?? {});
      if (params._tag === 'Left') return badRequest(reply, formatWireError(params.left));
      let query: unknown;
      let body: unknown;
      if (call.method === 'GET') {
        const decoded = decodeQuery(call, request.query ?? {});
        if (decoded._tag === 'Left') return badRequest(reply, formatWireError(decoded.left));
        query = decoded.right;
      } else {
        // Only JSON changes state: a form or text post (what another site can send without asking) is refused.
        if (!isJson(request.headers['content-type']))
          return reply.code(415).send({
            error_code: 'unsupported_media_type',
            error_message: messages.REQUEST_MEDIA_UNSUPPORTED,
          });
        const decoded = decodeBody(call, request.body ?? {});
        if (decoded._tag === 'Left') return badRequest(reply, formatWireError(decoded.left));
        body = decoded.right;
      }
      const header = request.headers.authorization;
      const bearer =
        typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
      const auth = bearer === null ? null : await options.tokens.verify(bearer);

      const result = await handler({ params: params.right, query, body, auth, bearer, request } as Input<C>);
      if (options.checkResponses && result.status >= 200 && result.status < 300) {
        const checked = decodeResponse(call, result.body);
        if (checked._tag === 'Left') throw new Error(`contract drift: ${formatWireError(checked.left)}`);
      }
      reply.code(result.status);
      for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
      if (result.bytes !== undefined) {
        const large = result.bytes.length >= COMPRESS_FROM_BYTES;
        const encoding = large ? chooseEncoding(request.headers['accept-encoding']) : null;
        const base = result.headers?.etag;
        const etag = base === undefined || encoding === null ? base : encodedEtag(base, encoding);
        if (large) reply.header('vary', 'Accept-Encoding');
        if (etag !== undefined) reply.header('etag', etag);
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        reply.type('application/json; charset=utf-8');
        if (encoding === null) return reply.send(result.bytes);
        return reply.header('content-encoding', encoding).send(compressOnce(result.bytes, encoding));
      }
      if (call.responseType === 'text' && typeof result.body === 'string') {
        return reply.type('text/html; charset=utf-8').send(result.body);
      }
      return reply.send(result.body);
    },
  });
}
