#!/usr/bin/env node
// The jumun command: runs the bundled CLI (built by `npm install` / `npm run build`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/cli/jumun.mjs', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  console.error('jumun is not built yet: run `npm install` (or `npm run build`) in the project folder.');
  process.exit(2);
}
await import(bundle.href);
