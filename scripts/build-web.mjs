// Builds the web app into dist/web with Vite, prints each chunk's gzip size and fails when a
// JavaScript budget is broken (scripts/web-budget.mjs). index.html gets `/` prerendered, with the
// skeletons that stand in for other routes (scripts/prerender-html.mjs). `--if-stale` skips the build when dist/web
// is newer than every source file the app is built from. Every text file of the build gets a
// brotli and a gzip copy beside it, which the gateway sends to browsers that accept them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, resolveConfig } from 'vite';
import { prerenderInto } from './prerender-html.mjs';
import { styleAttributes, withIntegrity } from './subresource-integrity.mjs';
import { budgetReport, kb, PRELOAD_BUDGET, preloadProblems } from './web-budget.mjs';

// `--debug`: the debug build (with the dev screen) into dist/web-debug, for its browser test.
const DEBUG = process.argv.includes('--debug');
const OUT = DEBUG ? 'dist/web-debug' : 'dist/web';
const SOURCES = ['web', 'domain', 'contract', 'adapters', 'package-lock.json'];

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'e2e' || /\.test\.tsx?$/.test(name)) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

function isFresh() {
  try {
    const built = statSync(join(OUT, 'index.html')).mtimeMs;
    return SOURCES.every((s) => newest(s) < built);
  } catch {
    return false;
  }
}

if (process.argv.includes('--if-stale') && isFresh()) process.exit(0);

// A production build even when started from a test run (vitest sets NODE_ENV=test, which would
// give React's development build).
process.env.NODE_ENV = 'production';
const MODE = DEBUG ? 'debug' : 'production';
await build({ configFile: 'web/vite.config.ts', logLevel: 'warn', mode: MODE });
await prerenderInto(OUT, { debug: DEBUG });
finishIndexHtml();
await regenerateServiceWorker();

/**
 * index.html as served: each script and stylesheet it loads with its SHA-384 (Subresource
 * Integrity), and no style attribute, which the app's Content-Security-Policy refuses in markup
 * (gateway/http/content-security-policy.ts): a component the prerender draws sets its sizes by class.
 */
function finishIndexHtml() {
  const index = join(OUT, 'index.html');
  const html = readFileSync(index, 'utf8');
  const styled = styleAttributes(html);
  if (styled.length > 0)
    throw new Error(`index.html has style attributes, which the CSP refuses:\n  ${styled.join('\n  ')}`);
  writeFileSync(
    index,
    withIntegrity(html, (file) => readFileSync(join(OUT, file))),
  );
}

/**
 * The service worker again, now that index.html holds the prerendered screens: vite-plugin-pwa
 * wrote it at the end of Vite's build, with the revision of the index.html before the prerender,
 * so a returning customer's worker would keep the old document. Its own API makes it again from
 * the files as they are (as the plugin's integrations do after their prerender).
 */
async function regenerateServiceWorker() {
  const config = await resolveConfig(
    { configFile: 'web/vite.config.ts', logLevel: 'warn', mode: MODE },
    'build',
    'production',
  );
  const api = config.plugins.find((p) => p.name === 'vite-plugin-pwa')?.api;
  if (api === undefined)
    throw new Error('web/vite.config.ts has no vite-plugin-pwa: the service worker was not made again');
  if (!api.disabled) await api.generateSW();
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
function compressTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
  }
}
compressTree(OUT);

const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'));
const gzip = (file) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length;
const html = readFileSync(join(OUT, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/<script type="module"[^>]*src="\.\/([^"]+)"/g)].map((m) => m[1]);
const homeFiles = JSON.parse(readFileSync(join(OUT, '.vite/home-render.json'), 'utf8'));
const report = budgetReport(manifest, gzip, entryFiles, homeFiles);
// index.html's inline scripts (the first screen's preload and chooser, web/boot/).
const preloads = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m, n) => ({
  file: `index.html's inline script ${n + 1} (${m[1].slice(0, 24)}…)`,
  gzip: gzipSync(m[1], { level: 9 }).length,
}));
report.problems.push(...preloadProblems(preloads));

const files = readdirSync(join(OUT, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
const rows = files.map((f) => ({ f, size: gzip(`assets/${f}`) })).sort((a, b) => b.size - a.size);
const width = Math.max(...rows.map((r) => r.f.length));
console.log('web app chunks (gzip):');
for (const r of rows) console.log(`  ${`assets/${r.f}`.padEnd(width + 8)} ${kb(r.size).padStart(9)}`);
console.log(`JavaScript to render /: ${kb(report.initial)} (budget 100 KB)`);
for (const p of preloads) console.log(`  ${p.file}: ${kb(p.gzip)} (budget ${kb(PRELOAD_BUDGET)})`);
for (const r of report.routes) console.log(`  route chunk ${r.key}: ${kb(r.gzip)} (budget 30 KB)`);
for (const r of report.others) console.log(`  loaded later ${r.key}: ${kb(r.gzip)}`);
if (report.problems.length > 0) {
  console.error(`\nweb budget broken:\n  ${report.problems.join('\n  ')}`);
  process.exit(1);
}
