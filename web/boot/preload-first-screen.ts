// Inlined in index.html's head (written by web/boot/first-screen-plugin.ts): run as the head is
// parsed, it starts the files of the screen the location's route shows —
// its chunk and imports as module preloads, its styles as style preloads — beside the boot chunk. Without it they start only
// once the boot chunk has downloaded and run and React has rendered the route (a round trip and the
// boot chunk's run later). A hint only: the app loads what it needs in any case.
import { parseRoute } from '../../domain/routes/route-table.ts';
import { STORED_LOG_KEY } from './first-screen-choice.ts';
import { STORED_LOG_ENTRY } from './first-screen-markup.ts';

/** The files (under the document's base) and, per route name, which of them; written in by the build. */
declare const __FIRST_SCREEN__: {
  readonly files: readonly string[];
  readonly routes: Readonly<Record<string, readonly number[]>>;
};

function preload(file: string): void {
  const link = document.createElement('link');
  const style = file.endsWith('.css');
  link.rel = style ? 'preload' : 'modulepreload';
  if (style) link.as = 'style';
  // As the app's loader asks for them (Vite's preload helper sets crossorigin), so the preloaded
  // response is the one it uses.
  link.crossOrigin = '';
  // As index.html asks for the boot chunk: the page's own bytes and the brand it paints come first.
  link.fetchPriority = 'low';
  link.href = new URL(file, document.baseURI).href;
  document.head.appendChild(link);
}

const preloadEntries = (entries: readonly string[]) => {
  for (const index of entries.flatMap((entry) => __FIRST_SCREEN__.routes[entry] ?? [])) {
    const file = __FIRST_SCREEN__.files[index];
    if (file !== undefined) preload(file);
  }
};

/**
 * What the first tap of a screen most likely needs, fetched once the screen's reads have answered
 * (no read answered for READS_QUIET_MS) and the page is idle: home's categories lead to the lists'
 * screen, which brings the command side. The app imports them once the screen has settled or at that
 * tap (web/main.tsx) and finds them here, rather than starting their download then, on a slow line
 * half a second later.
 */
const NEXT_SCREEN: Readonly<Record<string, string>> = { home: 'category' };
const READS_QUIET_MS = 250;

function afterReads(next: () => void): void {
  if (!('PerformanceObserver' in window)) return;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((e) => (e as PerformanceResourceTiming).initiatorType === 'fetch')) return;
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      observer.disconnect();
      if ('requestIdleCallback' in window) requestIdleCallback(next, { timeout: 2000 });
      else next();
    }, READS_QUIET_MS);
  });
  observer.observe({ type: 'resource', buffered: true });
}

try {
  const route = parseRoute(location.hash).name;
  const entries: string[] = [route];
  // decoded before the first render (web/main.tsx)
  if (sessionStorage.getItem(STORED_LOG_KEY) !== null) entries.push(STORED_LOG_ENTRY);
  preloadEntries(entries);
  const next = NEXT_SCREEN[route];
  if (next !== undefined) afterReads(() => preloadEntries([next]));
} catch {
  // A hint: a page that cannot be read ahead loads as it would without it.
}
