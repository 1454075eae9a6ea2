// `npm run bench:web`: bundles bench/web.bench.ts (it drives the app with the browser tests' own
// steps, in TypeScript) and runs it. See that file for what is measured.
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from '../scripts/node-bundle.mjs';

const outfile = 'dist/bench/web.mjs';
await build({
  entryPoints: ['bench/web.bench.ts'],
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
