// `npm run bench:streams`: bundles bench/progress-streams.ts (it reads the contract's TypeScript)
// and runs it against the built CLI's gateway. See that file for what is measured.
import { build } from 'esbuild';

const outfile = 'dist/bench/progress-streams.mjs';
await build({
  entryPoints: ['bench/progress-streams.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  packages: 'external',
});
await import(new URL(`../${outfile}`, import.meta.url).href);
