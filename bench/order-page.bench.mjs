// `npm run bench:order-page`: bundles bench/order-page.ts (it drives the app with the browser tests'
// own steps, in TypeScript) and runs it. See that file for what is measured.
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from '../scripts/node-bundle.mjs';

const outfile = 'dist/bench/order-page.mjs';
await build({
  entryPoints: ['bench/order-page.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  external: [...nodeExternals, 'playwright-core'],
  banner: requireBanner,
});
await import(new URL(`../${outfile}`, import.meta.url).href);
