// Writes docs/openapi.json, the contract as OpenAPI 3.1 (`npm run docs`): bundles the gateway's
// document maker (gateway/openapi/document.ts) with esbuild, runs it with the package's version.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { importBundled } from './import-bundled.mjs';

const { openApiDocument } = await importBundled('gateway/openapi/document.ts');
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
mkdirSync('docs', { recursive: true });
writeFileSync('docs/openapi.json', `${JSON.stringify(openApiDocument({ version }), null, 2)}\n`);
console.log('wrote docs/openapi.json');
