// Writes docs/script-reference.md from the code (`npm run docs`): bundles the TypeScript generator
// with esbuild, runs it, writes its page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { importBundled } from './import-bundled.mjs';

const { scriptReference } = await importBundled('scripts/script-reference.ts');
mkdirSync('docs', { recursive: true });
writeFileSync('docs/script-reference.md', scriptReference());
console.log('wrote docs/script-reference.md');
