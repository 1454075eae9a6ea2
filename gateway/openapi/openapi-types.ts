// The parts of an OpenAPI 3.1 document this gateway writes (the specification's names), as data.
import type { JsonSchema } from '../../contract/json-schema/json-schema.ts';

export interface MediaType {
  readonly schema: JsonSchema;
  readonly examples?: Readonly<Record<string, { readonly summary?: string; readonly value: unknown }>>;
}

export interface Response {
  readonly description: string;
  readonly headers?: Readonly<Record<string, { readonly description: string; readonly schema: JsonSchema }>>;
  readonly content?: Readonly<Record<string, MediaType>>;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchema;
  readonly example?: unknown;
}

export interface Operation {
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly security: readonly Readonly<Record<string, readonly string[]>>[];
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: {
    readonly required: boolean;
    readonly content: Readonly<Record<string, MediaType>>;
  };
  readonly responses: Readonly<Record<string, Response>>;
}

export type PathItem = { readonly [method in 'get' | 'post']?: Operation };

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string; readonly description: string }[];
  readonly tags: readonly { readonly name: string; readonly description: string }[];
  readonly paths: Readonly<Record<string, PathItem>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema>>;
    readonly securitySchemes: Readonly<Record<string, unknown>>;
  };
}
