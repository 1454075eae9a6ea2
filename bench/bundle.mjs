// How a bench written in TypeScript runs: bundled by esbuild into dist/bench/ (it imports the
// project's TypeScript: the contract, the domain, the browser tests' steps), then imported. One
// place for the bundle's options, so the benches cannot drift apart.
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from '../scripts/node-bundle.mjs';

/** What a bench that drives a browser keeps outside its bundle, beside the Node bundle's list. */
export const browserExternals = [
  ...nodeExternals,
  'lighthouse',
  'lighthouse/*',
  'puppeteer-core',
  'playwright-core',
  'vitest',
  '@axe-core/*',
];

/**
 * Bundles `entry` into `dist/bench/<name>.mjs` and answers that path. `external` lists the packages
 * left as imports (with the require() the CommonJS ones call); without it, every package is.
 */
export async function bundleBench(entry, name, { external } = {}) {
  const outfile = `dist/bench/${name}.mjs`;
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    ...(external === undefined ? { packages: 'external' } : { external, banner: requireBanner }),
  });
  return outfile;
}

/** Bundles `entry` and runs it in this process. */
export async function runBench(entry, name, options) {
  const outfile = await bundleBench(entry, name, options);
  await import(new URL(`../${outfile}`, import.meta.url).href);
}
