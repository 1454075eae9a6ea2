// Bundles the CLI into ESM files so that a cold `jumun --help` starts fast: heavy parts (the
// gateway, the store) are split into chunks loaded only by the commands that need them.

import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from './node-bundle.mjs';

/** rxjs's ES module build, wherever the package is installed. */
const rxjsEsm = join(
  dirname(createRequire(import.meta.url).resolve('rxjs/package.json')),
  'dist/esm/index.js',
);

// `node scripts/build-cli.mjs DIR` builds elsewhere (the CLI tests build their own copy).
const outdir = process.argv[2] ?? 'dist/cli';

const result = await build({
  // The gateway's bcrypt worker and its maker of a fresh cluster for `--db memory` are loaded by
  // path from the bundle's folder (gateway/hashing/bcrypt-pool.ts, gateway/db/fresh-cluster.ts).
  entryPoints: {
    jumun: 'cli/main.ts',
    'bcrypt-worker': 'gateway/hashing/bcrypt-worker.mjs',
    'make-cluster': 'gateway/db/make-cluster.mjs',
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  outExtension: { '.js': '.mjs' },
  external: nodeExternals,
  // The ES module builds of the libraries, so that only what is used is bundled and evaluated: the
  // CommonJS builds arrive whole (rxjs's is 336 KB, all of it run before the first request of a
  // `jumun run`). rxjs names its CommonJS build under the "node" condition, which a Node bundle
  // always matches, hence its alias; io-ts and fp-ts name their ES modules in "module".
  mainFields: ['module', 'main'],
  alias: { rxjs: rxjsEsm },
  banner: requireBanner,
  metafile: true,
});

// The chunks of earlier builds go: their names carry their hashes, so each build would otherwise
// leave its predecessors' beside it (a folder of thousands of files). Removed after the build, so a
// command started meanwhile finds the files it asks for.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(file)));
let removed = 0;
for (const name of readdirSync(outdir)) {
  const file = resolve(outdir, name);
  if (/\.mjs(\.map)?$/.test(name) && !written.has(file)) {
    rmSync(file);
    removed += 1;
  }
}
if (removed > 0) console.log(`removed ${removed} files of earlier builds from ${outdir}`);
