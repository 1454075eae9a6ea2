// The build step that writes web/boot/preload-first-screen.ts into index.html's head, with the table
// of each route's files (its screen chunks, their static imports and their styles, less what the
// boot chunk already holds) read from the bundle.
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { SCREEN_MODULE_OF_ROUTE } from './first-screen-files.ts';
import { STORED_LOG_ENTRY } from './first-screen-markup.ts';

// Build-time code beside vite.config.ts (the bundler's file paths, not a page's URLs).
const pathOf = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);
const SOURCE = pathOf('./preload-first-screen.ts');
const WEB = pathOf('../');

const SHELL_SERVICES = 'shell/shell-services.tsx';
/** The first screen's reads (the shell asks the service's status at start): fetched beside each. */
const CONTENT_READS = 'store/content-reads.ts';
/** A returning customer's stored log, decoded before the first render. */
const STORED_LOG = 'store/stored-log.ts';

/** Each route's first screen files (less the boot chunk's), written beside Vite's manifest. */
const FIRST_SCREEN_TABLE = '.vite/first-screen.json';
/**
 * What drawing home takes beside the boot chunk (home's screen chunk and its imports, without the
 * reads its data comes by), for the build's budget of the JavaScript to render `/`.
 */
const HOME_RENDER_FILES = '.vite/home-render.json';
const HOME_SCREEN = 'screens/home/home-screen.tsx';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file, its static imports all the way down and their styles, less `loaded`. */
function filesOf(chunk: Chunk, byFile: Map<string, Chunk>, loaded: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (c: Chunk) => {
    if (files.has(c.fileName) || loaded.has(c.fileName)) return;
    files.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) if (!loaded.has(css)) files.add(css);
    for (const file of c.imports) {
      const next = byFile.get(file);
      if (next !== undefined) visit(next);
    }
  };
  visit(chunk);
  return [...files];
}

/** Home's screen chunk and its static imports, less the boot chunk's. */
export function homeRenderFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const home = chunks.find((c) => c.moduleIds.includes(`${WEB}${HOME_SCREEN}`));
  if (entry === undefined || home === undefined)
    throw new Error(`the build has no entry or no ${HOME_SCREEN}`);
  return filesOf(home, byFile, new Set(filesOf(entry, byFile, new Set())));
}

export function firstScreenTable(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (entry === undefined) throw new Error('the build has no entry chunk');
  // What the boot chunk brings (itself, its imports, its styles): already on its way.
  const loaded = new Set(filesOf(entry, byFile, new Set()));
  // The shell's services (web/app.tsx) show with every screen: fetched beside each.
  const chunkOf = (module: string, route: string) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(`${WEB}${module}`));
    if (chunk === undefined) throw new Error(`the build has no chunk for ${module} (${route})`);
    return chunk;
  };
  const shellFiles = [SHELL_SERVICES, CONTENT_READS].flatMap((module) =>
    filesOf(chunkOf(module, 'every route'), byFile, loaded),
  );
  const table: Record<string, string[]> = {
    [STORED_LOG_ENTRY]: filesOf(chunkOf(STORED_LOG, 'a stored log'), byFile, loaded),
  };
  for (const [route, modules] of Object.entries(SCREEN_MODULE_OF_ROUTE)) {
    const files = new Set<string>();
    for (const module of modules)
      for (const file of filesOf(chunkOf(module, `route ${route}`), byFile, loaded)) files.add(file);
    if (files.size > 0) for (const file of shellFiles) files.add(file);
    if (files.size > 0) table[route] = [...files];
  }
  return table;
}

/** The table with each file named once (routes share most of theirs): a list and indexes into it. */
function indexed(table: Record<string, string[]>): { files: string[]; routes: Record<string, number[]> } {
  const files = [...new Set(Object.values(table).flat())];
  const routes = Object.fromEntries(
    Object.entries(table).map(([route, names]) => [route, names.map((name) => files.indexOf(name))]),
  );
  return { files, routes };
}

/**
 * Production builds: writes the first screen's preload (a classic script, built with the bundle's
 * table, some 4 KB) inline in index.html's head, so the files it starts are asked for while the
 * document is parsed rather than a round trip later, once a file of it had come (Lighthouse at 4×
 * on slow 4G: `/` LCP 2,016 -> 1,933 ms, `/1019/` 2,612 -> 2,500 ms). The gateway's
 * Content-Security-Policy allows it by its hash (gateway/web/inline-sources.ts), as the chooser.
 * Also inlines the boot stylesheet (a few KB) and the icon: the document paints without waiting
 * for a request, and the first screen's files share the line with one request fewer.
 */
export function preloadFirstScreen(options: { readonly favicon: string }): Plugin {
  let script: string | undefined;
  return {
    name: 'jumun:preload-first-screen',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const table = firstScreenTable(bundle);
        // Also for the build's prerender (scripts/prerender-html.mjs), which inlines home's styles.
        this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_TABLE, source: JSON.stringify(table) });
        const homeFiles = JSON.stringify(homeRenderFiles(bundle));
        this.emitFile({ type: 'asset', fileName: HOME_RENDER_FILES, source: homeFiles });
        const out = await build({
          entryPoints: [SOURCE],
          bundle: true,
          write: false,
          minify: true,
          format: 'iife',
          target: 'es2020',
          define: { __FIRST_SCREEN__: JSON.stringify(indexed(table)) },
          logLevel: 'warning',
        });
        const code = out.outputFiles[0]?.text;
        if (code === undefined) throw new Error('the first screen preload did not build');
        if (/<\/script/i.test(code))
          throw new Error('the first screen preload cannot be inlined: it says </script');
        script = code.trim();
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        if (script === undefined) throw new Error('the first screen preload was not built');
        const withStyle = inlineFavicon(inlineBootStyles(html, context.bundle), options.favicon);
        // First in the head: what it starts waits for it.
        const tag = `<script>${script}</script>`;
        // The app's code at low priority (the boot chunk, its preloads, and the screen's files that
        // preload-first-screen.ts asks for): the document and the brand it paints with its inlined
        // styles come first rather than behind some 140 KB of script (Lighthouse's first paint on
        // a slow network: 1.8 -> 0.9 s). Nothing else is asked for meanwhile, so the script loses
        // no time for it.
        return withStyle
          .replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`)
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}

/** The icon's link made a data URL (a few hundred bytes): one request fewer beside the first screen. */
function inlineFavicon(html: string, svg: string): string {
  const href = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  return html.replace(/(<link rel="icon" href=")\.\/favicon\.svg"/, `$1${href}"`);
}

/** The boot stylesheet's link replaced by its text (it has no url() to resolve against assets/). */
function inlineBootStyles(html: string, bundle: Rollup.OutputBundle): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\.\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const asset = bundle[file];
      if (asset?.type !== 'asset') return link;
      const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      if (css.includes('url(')) return link;
      // The link stays, disabled (not fetched): the loader of lazy chunks, which lists the boot
      // stylesheet among their styles, finds it on the page and does not fetch it again.
      return `<style>${css.trim()}</style>\n    <link rel="stylesheet" href="./${file}" disabled>`;
    },
  );
}
