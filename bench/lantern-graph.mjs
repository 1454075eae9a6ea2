// `node bench/lantern-graph.mjs URL`: bundles bench/lantern-graph.ts (it starts the bench's own
// Chromium, bench/web-chromium.ts) and runs it. See that file for what it prints.
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from '../scripts/node-bundle.mjs';

const outfile = 'dist/bench/lantern-graph.mjs';
await build({
  entryPoints: ['bench/lantern-graph.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  external: [...nodeExternals, 'lighthouse', 'lighthouse/*', 'puppeteer-core'],
  banner: requireBanner,
});
await import(new URL(`../${outfile}`, import.meta.url).href);
