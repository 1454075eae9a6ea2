// Bundles bench/blocklist.ts (it runs the gateway and the client's adapters from their TypeScript)
// and runs it; the gateway's bcrypt worker is copied next to the bundle, where the pool looks for it.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from '../scripts/node-bundle.mjs';

const outfile = 'dist/bench/blocklist.mjs';
await build({
  entryPoints: ['bench/blocklist.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  external: nodeExternals,
  banner: requireBanner,
});
copyFileSync('gateway/hashing/bcrypt-worker.mjs', 'dist/bench/bcrypt-worker.mjs');
await import(new URL(`../${outfile}`, import.meta.url).href);
