// The gateway contract as an OpenAPI 3.1 document, made from one source: the call table and its
// io-ts codecs (contract/), the samples as examples, the host prefixes this gateway serves them
// under, and which calls read the bearer token. Served at /openapi.json (openapi-route.ts) and
// written to docs/openapi.json by `npm run docs`.
import { type CallName, callList } from '../../contract/calls.ts';
import { schemaSet } from '../../contract/json-schema/codec-schema.ts';
import { samples } from '../../contract/samples/index.ts';
import { bearerUse } from './bearer-use.ts';
import type { OpenApiDocument, PathItem } from './openapi-types.ts';
import { BEARER_SCHEME, openApiPath, operationOf } from './operation.ts';
import { progressStreamOperation, progressStreamPath } from './progress-stream.ts';
import type { AnySample } from './responses.ts';

type Family = CallName extends `${infer F}.${string}` ? F : never;

/** The tags: one per family of calls, the part of a call's name before the dot. */
const families: Readonly<Record<Family, string>> = {
  restaurant: 'Restaurants: detail, list, search, menu and information',
  review: 'Reviews of a restaurant, their rating and reports',
  stock: 'The stock check before checkout',
  coupon: 'Coupons checked and given back',
  cart: 'The server cart',
  checkout: 'Discounts at checkout',
  payment: 'Payment methods',
  order: "Orders: submit, information, and jumun's extension (progress, cancel, history)",
  geo: 'Addresses, places and delivery areas',
  sms: 'Phone verification by SMS, and the app-link text',
  member: 'Members and guests: sessions, joining, accounts',
  content: 'Banners, service info and status, notices, FAQ, events, templates',
  poll: 'The exit poll after an order',
};

export interface DocumentOptions {
  /** The package's version (package.json), the document's `info.version`. */
  readonly version: string;
}

export function openApiDocument({ version }: DocumentOptions): OpenApiDocument {
  const set = schemaSet();
  const paths: Record<string, PathItem> = {};
  for (const call of callList) {
    const name = call.name as CallName;
    const path = openApiPath(call.host, call.pattern);
    const operation = operationOf(call, set, samples[name] as AnySample | undefined, bearerUse[name]);
    paths[path] = { ...paths[path], [call.method === 'GET' ? 'get' : 'post']: operation };
  }
  paths[progressStreamPath()] = { get: progressStreamOperation(set) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'jumun gateway',
      version,
      description:
        "The wire contract of jumun's gateway: every call of both specs' section 7 and jumun's extensions, generated from the io-ts codecs of contract/ (the reference gateway and the clients are built from the same table). Request objects are closed (an unknown field is a 400 naming it); answers are open (a client ignores fields it does not know).",
    },
    servers: [
      { url: '/', description: 'the gateway that serves this document (jumun serve: http://127.0.0.1:8080)' },
    ],
    tags: Object.entries(families).map(([name, description]) => ({ name, description })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    components: {
      schemas: set.components(),
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token of member.login-email, member.social-login or member.token-refresh, or the guest token of member.anonymous-customer (HS256, one hour).',
        },
      },
    },
  };
}
