// The order's progress stream (contract/order-progress.ts orderProgressStream) as an operation: it
// is Server-Sent Events, not a request and an answer, so it is outside the call table; each event's
// data is the OrderProgress that order.progress answers, which OpenAPI 3.1 can only say in words.
import { calls } from '../../contract/calls.ts';
import type { SchemaSet } from '../../contract/json-schema/codec-schema.ts';
import { orderProgressStream } from '../../contract/order-progress.ts';
import { ApiError } from '../../contract/primitives.ts';
import type { Operation } from './openapi-types.ts';
import { openApiPath, operationOf } from './operation.ts';

const VERSION = { type: 'string', pattern: '^(0|[1-9]\\d{0,8})$' } as const;

export function progressStreamPath(): string {
  return openApiPath(orderProgressStream.host, orderProgressStream.pattern);
}

export function progressStreamOperation(set: SchemaSet): Operation {
  // the same order and the same refusals as the plain read, before the stream starts
  const read = operationOf(calls['order.progress'], set, undefined, 'required');
  const apiError = set.schemaOf(ApiError, 'the error object');
  return {
    ...read,
    operationId: 'order.progress-stream',
    summary: 'Order progress stream',
    description: `Server-Sent Events (\`text/event-stream\`): each change of the order is an event \`${orderProgressStream.event}\` whose \`id\` is the version and whose \`data\` is the order.progress answer (the OrderProgress schema); a comment line every ${orderProgressStream.heartbeatSeconds} s keeps it open; it ends after delivered, or cancelled with nothing left to refund. A reconnect names the last version it has (\`Last-Event-ID\` or \`?last_event_id=\`). Bearer token: required, in the Authorization header (a fetch-based reader: a bare EventSource cannot send it).`,
    parameters: [
      ...(read.parameters ?? []),
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description: 'the version the client has',
        schema: VERSION,
      },
      {
        name: 'last_event_id',
        in: 'query',
        required: false,
        description: 'the same, for a reader without headers',
        schema: VERSION,
      },
    ],
    responses: {
      '200': {
        description: `the stream: events \`${orderProgressStream.event}\`, each data an OrderProgress`,
        content: {
          'text/event-stream': {
            schema: {
              type: 'string',
              description: 'lines of `id:`, `event:` and `data:` (#/components/schemas/OrderProgress)',
            },
          },
        },
      },
      '204': { description: 'the order has ended and the client already has its last version: stop' },
      ...Object.fromEntries(Object.entries(read.responses).filter(([status]) => status !== '200')),
      '409': {
        description: 'an online order that can no longer start',
        content: { 'application/json': { schema: apiError } },
      },
    },
  };
}
