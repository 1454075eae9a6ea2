// GET /openapi.json: the contract as OpenAPI 3.1 (document.ts), made at the first request and
// kept, for Postman, Bruno, Hurl or Schemathesis to point at (docs/qa-scripting.md).
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { openApiDocument } from './document.ts';

export const OPENAPI_PATH = '/openapi.json';

export function registerOpenApi(app: FastifyInstance): void {
  let text: string | null = null;
  app.get(OPENAPI_PATH, (_request, reply) => {
    text ??= JSON.stringify(openApiDocument({ version: packageJson.version }));
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
