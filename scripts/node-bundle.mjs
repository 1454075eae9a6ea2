// What a Node bundle of the project (the CLI, the blocklist bench) keeps outside itself, and the
// require() its CommonJS dependencies call: one list, so the bundles cannot drift apart.

/**
 * PGlite finds its WebAssembly and data files next to its own module, piscina starts its own worker
 * file and svg-captcha reads its font next to its module: these stay package imports, as do the
 * server packages that load plugins or native parts by path.
 */
export const nodeExternals = [
  '@electric-sql/pglite',
  'pg',
  'fastify',
  '@fastify/*',
  'pino',
  'bcryptjs',
  'jose',
  'undici',
  'piscina',
  'svg-captcha',
];

/** Some CommonJS dependencies call require(); give the bundle one. */
export const requireBanner = {
  js: "import { createRequire as __jumunRequire } from 'node:module'; const require = __jumunRequire(import.meta.url);",
};
