// Inlined into index.html's head by the build (web/boot/first-screen-plugin.ts): while the document
// is parsed, starts the files of the screen the location's route shows — its chunk and imports as
// module preloads, its styles as style preloads — beside the boot chunk. Without it they start only
// once the boot chunk has downloaded and run and React has rendered the route (a round trip and the
// boot chunk's run later). A hint only: the app loads what it needs in any case.
import { parseRoute } from '../../domain/routes/route-table.ts';

/** Files (under the document's base) per route name, written in by the build. */
declare const __FIRST_SCREEN_FILES__: Readonly<Record<string, readonly string[]>>;

function preload(file: string): void {
  const link = document.createElement('link');
  const style = file.endsWith('.css');
  link.rel = style ? 'preload' : 'modulepreload';
  if (style) link.as = 'style';
  // As the app's loader asks for them (Vite's preload helper sets crossorigin), so the preloaded
  // response is the one it uses.
  link.crossOrigin = '';
  link.href = new URL(file, document.baseURI).href;
  document.head.appendChild(link);
}

try {
  for (const file of __FIRST_SCREEN_FILES__[parseRoute(location.hash).name] ?? []) preload(file);
} catch {
  // A hint: a page that cannot be read ahead loads as it would without it.
}
