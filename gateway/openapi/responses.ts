// What one call may answer, in OpenAPI terms: the 2xx body and the statuses a call treats as data;
// the error object for everything else, with the statuses every call shares spelled out (400 from
// its codecs, 401 from the token guard, 415 for a body that is not JSON, 503 with Retry-After while
// the database finds its primary again: http/serve-call.ts, http/error-answer.ts); for the reads
// it revalidates, the ETag and the 304 (revalidation.ts).
import type { AnyCall } from '../../contract/call-def.ts';
import type { SchemaSet } from '../../contract/json-schema/codec-schema.ts';
import type { JsonSchema } from '../../contract/json-schema/json-schema.ts';
import { ApiError } from '../../contract/primitives.ts';
import type { BearerUse } from './bearer-use.ts';
import type { MediaType, Response } from './openapi-types.ts';

const SAMPLE_EXAMPLE = 'sample';

const ETAG_HEADER = {
  description:
    'a strong tag of this representation (a compressed one has its own: "tag-br", "tag-gzip"); send it back as If-None-Match to revalidate',
  schema: { type: 'string' },
} as const;

/** A call's sample (contract/samples) as the document reads it, whatever the call. */
export interface AnySample {
  readonly params: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
  readonly response: unknown;
  readonly failure?: unknown;
}

/** A media type whose example, when there is one, is a contract sample. */
export function media(schema: JsonSchema, example?: unknown): MediaType {
  return example === undefined
    ? { schema }
    : { schema, examples: { [SAMPLE_EXAMPLE]: { summary: 'from contract/samples', value: example } } };
}

function json(schema: JsonSchema, example?: unknown) {
  return { 'application/json': media(schema, example) };
}

/** The body of a refusal: the call's own failure shape, or the error object the shared checks answer. */
function errorSchema(call: AnyCall, set: SchemaSet): JsonSchema {
  const apiError = set.schemaOf(ApiError, 'the error object');
  if (call.failure === ApiError) return apiError;
  return { anyOf: [set.schemaOf(call.failure, `${call.name} failure`), apiError] };
}

export function responsesOf(
  call: AnyCall,
  set: SchemaSet,
  sample: AnySample | undefined,
  bearer: BearerUse,
  revalidated: boolean,
): Record<string, Response> {
  const answer =
    call.responseType === 'text'
      ? { 'text/html': media({ type: 'string' }, sample?.response) }
      : json(
          set.schemaOf(call.response, `${call.name} response`),
          sample === undefined ? undefined : call.response.encode(sample.response),
        );
  const error = errorSchema(call, set);
  const failureExample = sample?.failure === undefined ? undefined : call.failure.encode(sample.failure);
  const apiError = set.schemaOf(ApiError, 'the error object');
  const responses: Record<string, Response> = {
    '200': revalidated
      ? { description: 'the answer', headers: { ETag: ETAG_HEADER }, content: answer }
      : { description: 'the answer', content: answer },
  };
  if (revalidated)
    responses['304'] = {
      description:
        'not modified: If-None-Match holds the current ETag of this representation, so the copy the client keeps is still the answer (no body)',
      headers: { ETag: ETAG_HEADER },
    };
  for (const status of call.dataStatuses)
    responses[String(status)] = {
      description: `the answer too, with a status the call reads as data (${status}: the service is closed)`,
      content: answer,
    };
  responses['400'] = {
    description:
      'a path parameter, query or body that does not decode: error_code bad_request, error_message names the field by its JSON path',
    content: json(error),
  };
  if (bearer === 'required')
    responses['401'] = {
      description: 'no bearer token, or one that is expired, forged or of a guest where a member is needed',
      content: json(error),
    };
  if (call.method === 'POST')
    responses['415'] = {
      description: 'a body that is not application/json (only JSON changes state)',
      content: json(apiError),
    };
  responses['4XX'] = {
    description: "refused: the call's own refusal or the error object",
    content: json(error, failureExample),
  };
  responses['503'] = {
    description: 'the database cannot be reached (its primary lost, a failover under way): try again later',
    headers: {
      'Retry-After': {
        description: 'seconds to wait before trying again',
        schema: { type: 'integer', minimum: 0 },
      },
    },
    content: json(apiError),
  };
  responses['5XX'] = {
    description: "the gateway failed: the service-problem text and the request's id, never the cause",
    content: json(error),
  };
  return responses;
}
