// What the gateway answers when a request fails outside a handler's own answers, always in the
// contract's error shape and in Korean. A client's mistake that fastify catches (malformed JSON, an
// unsupported content type, a body over the limit, any other 4xx of its own), a path no route
// serves (404) and a method a path does not take (405, with Allow) name the mistake; anything else
// is a 500 with the service-problem text and the request's id, never a database code or message:
// the log line carries the detail under that id. A database that cannot be reached (its primary
// lost, a failover under way) is a 503 with the same text and a Retry-After.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageCode, messages } from '../../domain/messages.ts';
import { DatabaseUnavailableError } from '../db/connection-loss.ts';

/** Seconds a client is asked to wait while the database finds its primary again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export interface ErrorBody {
  readonly error_code: string;
  readonly error_message: string;
  readonly request_id?: string;
}

/** fastify's own 4xx errors, by its error code: the contract's code and the catalogue's text. */
const FRAMEWORK_4XX: Readonly<Record<string, readonly [string, MessageCode]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'REQUEST_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'REQUEST_MEDIA_UNSUPPORTED'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'REQUEST_MALFORMED'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'REQUEST_MALFORMED'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', 'REQUEST_MALFORMED'],
};

/** The status and body for an error thrown while serving a request. */
export function errorAnswer(error: FastifyError, requestId: string): { status: number; body: ErrorBody } {
  if (error instanceof DatabaseUnavailableError)
    return {
      status: 503,
      body: {
        error_code: 'service_unavailable',
        error_message: messages.SERVICE_PROBLEM,
        request_id: requestId,
      },
    };
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const known = FRAMEWORK_4XX[error.code];
    if (known !== undefined)
      return { status, body: { error_code: known[0], error_message: messages[known[1]] } };
    // the JSON parser's SyntaxError and any other 4xx fastify or a plugin raises: its English text
    // is for a developer's log, not for the customer
    return {
      status,
      body: {
        error_code: status === 400 ? 'bad_request' : String(status),
        error_message: status === 400 ? messages.REQUEST_MALFORMED : messages.REQUEST_REFUSED,
      },
    };
  }
  return {
    status: 500,
    body: { error_code: 'server_error', error_message: messages.SERVICE_PROBLEM, request_id: requestId },
  };
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods some route serves `path` with: the routes that name the path, not the web app's
 * catch-all files route (a wildcard takes any GET, so it would make every path a GET path).
 */
export function methodsServing(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in (route.params as Record<string, unknown>));
  });
}

function notFound(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = methodsServing(app, path);
    if (allowed.length > 0)
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error_code: 'method_not_allowed', error_message: messages.REQUEST_METHOD_NOT_ALLOWED });
    return reply.code(404).send({ error_code: 'not_found', error_message: messages.REQUEST_PATH_UNKNOWN });
  };
}

export function registerErrorAnswer(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error, request.id);
    if (status === 503) {
      request.log.warn({ err: error, reqId: request.id }, 'request refused: the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler(notFound(app));
}
