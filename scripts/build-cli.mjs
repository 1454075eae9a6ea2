// Bundles the CLI into one ESM file so that a cold `jumun --help` starts fast.
import { build } from 'esbuild';

await build({
  entryPoints: ['cli/main.ts'],
  outfile: 'dist/jumun.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // Some CommonJS dependencies call require(); give the bundle one.
  banner: {
    js: "import { createRequire as __jumunRequire } from 'node:module'; const require = __jumunRequire(import.meta.url);",
  },
});
