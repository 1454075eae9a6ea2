// Bundles bench/pwa-return-visit.ts (a return visit with the service worker, under Lighthouse) and
// runs it: node scripts/build-cli.mjs && node scripts/build-web.mjs --if-stale && node bench/pwa-return-visit.bench.mjs
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from '../scripts/node-bundle.mjs';

const outfile = 'dist/bench/pwa-return-visit.mjs';
await build({
  entryPoints: ['bench/pwa-return-visit.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  external: [...nodeExternals, 'lighthouse', 'puppeteer-core', 'playwright-core', 'vitest', '@axe-core/*'],
  banner: requireBanner,
});
await import(new URL(`../${outfile}`, import.meta.url).href);
