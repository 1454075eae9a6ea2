// `npm run bench` (replay rows): bundles bench/replay.bench.ts (it runs the domain's TypeScript)
// and runs it. See that file for what is measured.
import { build } from 'esbuild';

const outfile = 'dist/bench/replay.mjs';
await build({
  entryPoints: ['bench/replay.bench.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  packages: 'external',
});
await import(new URL(`../${outfile}`, import.meta.url).href);
