// Writes docs/script-reference.md from the code (`npm run docs`): bundles the TypeScript generator
// with esbuild, runs it, writes its page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const bundled = await build({
  entryPoints: ['scripts/script-reference.ts'],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const source = bundled.outputFiles[0]?.text ?? '';
const { scriptReference } = await import(
  `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
);
mkdirSync('docs', { recursive: true });
writeFileSync('docs/script-reference.md', scriptReference());
console.log('wrote docs/script-reference.md');
