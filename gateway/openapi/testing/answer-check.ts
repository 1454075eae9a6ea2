// Checks a real answer against the OpenAPI document with a JSON Schema 2020-12 validator (ajv):
// the response the document gives for the operation and status (the exact status, else its
// `4XX`/`5XX` range), its media type, and the body against that media type's schema.

import type { ValidateFunction } from 'ajv/dist/2020.js';
import Ajv2020 from 'ajv/dist/2020.js';
import type { JsonSchema } from '../../../contract/json-schema/json-schema.ts';
import type { OpenApiDocument, Operation } from '../openapi-types.ts';

const RFC3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The document's component references, pointed at one schema of their own that ajv holds. */
function pointed(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'));
}

export interface Answer {
  readonly status: number;
  /** The content-type header, without its parameters. */
  readonly mediaType: string;
  readonly body: unknown;
}

/** What is wrong with `answer` as the document describes `operationId`'s answers; [] when nothing. */
export type AnswerCheck = (operationId: string, answer: Answer) => string[];

export function answerCheck(document: OpenApiDocument): AnswerCheck {
  // strict but for tuples: an order's error entry is an open one by design, `[type, message, ...]`
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTuples: false });
  ajv.addFormat('date-time', (s: string) => RFC3339_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)));
  ajv.addFormat('date', (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(s)));
  ajv.addSchema({ $id: 'components', $defs: pointed(document.components.schemas) });
  const operations = new Map<string, Operation>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) operations.set(operation.operationId, operation);
  const compiled = new Map<string, ValidateFunction>();

  return (operationId, { status, mediaType, body }) => {
    const operation = operations.get(operationId);
    if (operation === undefined) return [`no operation ${operationId} in the document`];
    const key = String(status) in operation.responses ? String(status) : `${String(status)[0]}XX`;
    const response = operation.responses[key];
    if (response === undefined) return [`${operationId}: status ${status} is not among its responses`];
    if (response.content === undefined)
      return body === '' ? [] : [`${operationId} ${status}: response ${key} has no body, the answer had one`];
    const media = response.content[mediaType];
    if (media === undefined)
      return [`${operationId} ${status}: ${mediaType} is not among the media types of response ${key}`];
    const id = `${operationId} ${key} ${mediaType}`;
    let validate = compiled.get(id);
    if (validate === undefined) {
      validate = ajv.compile(pointed(media.schema));
      compiled.set(id, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${operationId} ${status} (response ${key}): ${e.instancePath || '/'} ${e.message ?? ''} [${e.schemaPath}]`,
    );
  };
}
