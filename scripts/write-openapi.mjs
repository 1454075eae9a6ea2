// Writes docs/openapi.json, the contract as OpenAPI 3.1 (`npm run docs`): bundles the gateway's
// document maker (gateway/openapi/document.ts) with esbuild, runs it with the package's version.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const bundled = await build({
  entryPoints: ['gateway/openapi/document.ts'],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const source = bundled.outputFiles[0]?.text ?? '';
const { openApiDocument } = await import(
  `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
);
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
mkdirSync('docs', { recursive: true });
writeFileSync('docs/openapi.json', `${JSON.stringify(openApiDocument({ version }), null, 2)}\n`);
console.log('wrote docs/openapi.json');
