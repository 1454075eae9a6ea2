// Bundles the CLI into ESM files so that a cold `jumun --help` starts fast: heavy parts (the
// gateway, the store) are split into chunks loaded only by the commands that need them.
import { build } from 'esbuild';

// `node scripts/build-cli.mjs DIR` builds elsewhere (the CLI tests build their own copy).
const outdir = process.argv[2] ?? 'dist/cli';

await build({
  entryPoints: { jumun: 'cli/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  outExtension: { '.js': '.mjs' },
  // PGlite finds its WebAssembly and data files next to its own module: keep it a package import.
  external: ['@electric-sql/pglite', 'pg', 'fastify', '@fastify/*', 'pino', 'bcryptjs', 'jose', 'undici'],
  // Some CommonJS dependencies call require(); give the bundle one.
  banner: {
    js: "import { createRequire as __jumunRequire } from 'node:module'; const require = __jumunRequire(import.meta.url);",
  },
});
