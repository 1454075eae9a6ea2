// The web app's JavaScript budgets (checked by `npm run build`): what it takes to render `/` (the
// entry, its static imports and the home screen's chunk with its static imports) stays within
// 100 KB gzip, and no route's own chunk exceeds 30 KB gzip.
export const INITIAL_BUDGET = 100 * 1024;
export const ROUTE_BUDGET = 30 * 1024;
/**
 * index.html's inline scripts (the first screen's preload and its chooser, run as the document is
 * parsed): outside the 100 KB, but in every page's document, so held small.
 */
export const PRELOAD_BUDGET = 5 * 1024;

/** The problems of index.html's inline scripts: each within PRELOAD_BUDGET gzip. */
export function preloadProblems(scripts) {
  return scripts
    .filter((s) => s.gzip > PRELOAD_BUDGET)
    .map((s) => `${s.file} is ${kb(s.gzip)} gzip, over the ${kb(PRELOAD_BUDGET)} budget`);
}

/** The manifest key of the home screen's chunk. */
export const HOME_SCREEN = 'screens/home/home-screen.tsx';

/** Every chunk file reachable from `key` through static imports, `key` included. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/**
 * @param manifest Vite's build manifest
 * @param gzipSize (file) => gzip bytes of a built file
 * @param entryFiles the scripts index.html loads (e.g. assets/boot-1234.js); the isEntry chunk if absent
 * @param homeFiles home's screen chunk and its imports (web/boot/first-screen-plugin.ts writes them:
 *   grouped with other modules, the chunk is not named after home in the manifest)
 */
export function budgetReport(manifest, gzipSize, entryFiles, homeFiles = []) {
  // The entries are the scripts index.html loads (with the first screen's modules grouped into one
  // chunk, the manifest may mark none isEntry); else the isEntry chunk.
  const entries = Object.keys(manifest).filter((k) =>
    entryFiles === undefined ? manifest[k].isEntry : entryFiles.includes(manifest[k].file),
  );
  const entry = entries[0];
  if (entry === undefined) throw new Error('the manifest has no entry');
  const jsOf = (keys) => [
    ...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))),
  ];
  const initialKeys = new Set();
  for (const e of entries) staticClosure(manifest, e, initialKeys);
  if (manifest[HOME_SCREEN] !== undefined) staticClosure(manifest, HOME_SCREEN, initialKeys);
  const initialFiles = [...new Set([...jsOf(initialKeys), ...homeFiles.filter((f) => f.endsWith('.js'))])];
  const initial = initialFiles.reduce((n, f) => n + gzipSize(f), 0);
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ key, file: chunk.file, gzip: gzipSize(chunk.file) }));
  // A route's chunk is a screen's; the other lazy chunks (the command side, the blocklist) are
  // reported but not held to the route budget.
  const routes = lazy.filter((c) => c.key.startsWith('screens/'));
  const others = lazy.filter((c) => !c.key.startsWith('screens/'));
  const problems = [];
  if (initial > INITIAL_BUDGET)
    problems.push(`JavaScript to render / is ${kb(initial)} gzip, over the ${kb(INITIAL_BUDGET)} budget`);
  for (const r of routes)
    if (r.gzip > ROUTE_BUDGET)
      problems.push(`${r.key} (${r.file}) is ${kb(r.gzip)} gzip, over the ${kb(ROUTE_BUDGET)} route budget`);
  return { entry, initial, initialFiles, routes, others, problems };
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
