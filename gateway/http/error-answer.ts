// What the gateway answers when a request fails outside a handler's own answers. A client's mistake
// that fastify catches (malformed JSON, an unsupported content type, a body over the limit) is a 4xx
// in the contract's error shape; anything else is a 500 with the service-problem text and the
// request's id, never a database code or message: the log line carries the detail under that id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages.ts';

export interface ErrorBody {
  readonly error_code: string;
  readonly error_message: string;
  readonly request_id?: string;
}

/** The status and body for an error thrown while serving a request. */
export function errorAnswer(error: FastifyError, requestId: string): { status: number; body: ErrorBody } {
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return {
      status,
      body: { error_code: status === 400 ? 'bad_request' : String(status), error_message: error.message },
    };
  }
  return {
    status: 500,
    body: { error_code: 'server_error', error_message: messages.SERVICE_PROBLEM, request_id: requestId },
  };
}

export function registerErrorAnswer(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error, request.id);
    if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(status).send(body);
  });
}
