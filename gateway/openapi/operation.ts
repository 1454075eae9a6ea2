// One call of the contract as an OpenAPI operation: its path and query parameters from the call's
// closed codecs, its JSON body, its answers (responses.ts), whether it reads the bearer token
// (bearer-use.ts) and the call's sample (contract/samples) as the examples.
import type * as t from 'io-ts';
import type { AnyCall } from '../../contract/call-def.ts';
import type { CallName } from '../../contract/calls.ts';
import { ClosedType, Empty } from '../../contract/closed.ts';
import type { SchemaSet } from '../../contract/json-schema/codec-schema.ts';
import { hostPrefixes } from '../http/hosts.ts';
import type { BearerUse } from './bearer-use.ts';
import type { Operation, Parameter } from './openapi-types.ts';
import { type AnySample, media, responsesOf } from './responses.ts';
import { revalidatedCalls } from './revalidation.ts';

export const BEARER_SCHEME = 'bearer';

const IF_NONE_MATCH: Parameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'the ETag of the copy the client keeps: answered 304 without a body while it is current',
  schema: { type: 'string' },
};

/** `/api/v2/restaurants/:restaurant_id` → `/api/v2/restaurants/{restaurant_id}`, under the host's prefix. */
export function openApiPath(host: AnyCall['host'], pattern: string): string {
  return `${hostPrefixes[host]}${pattern}`.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** Who may call it: no security, the token optional (`{}` first) or required. */
export function securityOf(use: BearerUse): Operation['security'] {
  if (use === 'none') return [];
  if (use === 'optional') return [{}, { [BEARER_SCHEME]: [] }];
  return [{ [BEARER_SCHEME]: [] }];
}

const BEARER_TEXT: Readonly<Record<BearerUse, string>> = {
  required: 'required: answered 401 without a valid one',
  optional: "optional: the token's customer changes the answer",
  none: 'not read',
};

/**
 * A parameter's example as its schema describes it: the decoded value when it is a number, a
 * boolean or a string (`lat=37.5`), the sample's text when it decodes to more (`point=37.5,127.0`).
 */
function parameterExample(codec: t.Mixed, wire: unknown, where: string): unknown {
  if (wire === undefined) return undefined;
  const decoded = codec.decode(wire);
  if (decoded._tag === 'Left')
    throw new Error(`the sample's ${where} does not decode: ${JSON.stringify(wire)}`);
  return typeof decoded.right === 'object' && decoded.right !== null ? wire : decoded.right;
}

function parametersOf(
  call: AnyCall,
  codec: t.Mixed,
  place: 'path' | 'query',
  wire: unknown,
  set: SchemaSet,
): Parameter[] {
  if (codec === Empty) return [];
  if (!(codec instanceof ClosedType))
    throw new Error(
      `${call.name}: its ${place} codec ${codec.name} is not a closed object (contract/closed.ts)`,
    );
  const values = (wire ?? {}) as Readonly<Record<string, unknown>>;
  const one = (name: string, member: t.Mixed, required: boolean): Parameter => {
    const where = `${call.name} ${place} ${name}`;
    const example = parameterExample(member, values[name], where);
    return {
      name,
      in: place,
      required,
      schema: set.schemaOf(member, where),
      ...(example === undefined ? {} : { example }),
    };
  };
  return [
    ...Object.entries(codec.required as t.Props).map(([name, member]) => one(name, member, true)),
    // a key in both halves must be there (closed.ts checks it with both codecs)
    ...Object.entries(codec.optional as t.Props)
      .filter(([name]) => !(name in codec.required))
      .map(([name, member]) => one(name, member, false)),
  ];
}

/** `restaurant.detail` → `Restaurant detail`. */
function summaryOf(name: string): string {
  const words = name.replace(/[.-]/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export function operationOf(
  call: AnyCall,
  set: SchemaSet,
  sample: AnySample | undefined,
  bearer: BearerUse,
): Operation {
  const revalidated = revalidatedCalls.has(call.name as CallName);
  const parameters = [
    ...parametersOf(call, call.params, 'path', sample?.params, set),
    ...(call.method === 'GET' ? parametersOf(call, call.query, 'query', sample?.query, set) : []),
    ...(revalidated ? [IF_NONE_MATCH] : []),
  ];
  const prefix = hostPrefixes[call.host];
  const requestBody =
    call.method === 'POST'
      ? {
          required: call.body !== Empty,
          content: {
            'application/json': media(
              set.schemaOf(call.body, `${call.name} body`),
              sample?.body === undefined ? undefined : call.body.encode(sample.body),
            ),
          },
        }
      : undefined;
  return {
    operationId: call.name,
    summary: summaryOf(call.name),
    description: `The ${call.host} host's \`${call.method} ${call.pattern}\`${prefix === '' ? '' : `, served under \`${prefix}\``}. Bearer token: ${BEARER_TEXT[bearer]}.`,
    tags: [call.name.split('.')[0] ?? call.name],
    security: securityOf(bearer),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: responsesOf(call, set, sample, bearer, revalidated),
  };
}
