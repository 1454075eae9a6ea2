// Bundles the CLI into ESM files so that a cold `jumun --help` starts fast: heavy parts (the
// gateway, the store) are split into chunks loaded only by the commands that need them.
import { build } from 'esbuild';
import { nodeExternals, requireBanner } from './node-bundle.mjs';

// `node scripts/build-cli.mjs DIR` builds elsewhere (the CLI tests build their own copy).
const outdir = process.argv[2] ?? 'dist/cli';

await build({
  // The gateway's bcrypt worker is loaded by path from the bundle's folder (gateway/hashing/bcrypt-pool.ts).
  entryPoints: { jumun: 'cli/main.ts', 'bcrypt-worker': 'gateway/hashing/bcrypt-worker.mjs' },
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
  banner: requireBanner,
});
