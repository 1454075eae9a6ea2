// The build step that inlines web/boot/preload-first-screen.ts into index.html, with the table of
// each route's files (its screen chunks, their static imports and their styles, less what the boot
// chunk already holds) read from the bundle.
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { SCREEN_MODULE_OF_ROUTE } from './first-screen-files.ts';

// Build-time code beside vite.config.ts (the bundler's file paths, not a page's URLs).
const pathOf = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);
const SOURCE = pathOf('./preload-first-screen.ts');
const WEB = pathOf('../');

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

export function firstScreenTable(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (entry === undefined) throw new Error('the build has no entry chunk');
  // What the boot chunk brings (itself, its imports, its styles): already on its way.
  const loaded = new Set(filesOf(entry, byFile, new Set()));
  const table: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(SCREEN_MODULE_OF_ROUTE)) {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunks.find((c) => c.facadeModuleId === `${WEB}${module}`);
      if (chunk === undefined) throw new Error(`the build has no chunk for ${module} (route ${route})`);
      for (const file of filesOf(chunk, byFile, loaded)) files.add(file);
    }
    if (files.size > 0) table[route] = [...files];
  }
  return table;
}

/** Inlines the first screen's preload, before the boot chunk's script, in production builds. */
export const preloadFirstScreen: Plugin = {
  name: 'jumun:preload-first-screen',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(_html, context) {
      if (context.bundle === undefined) return [];
      const table = firstScreenTable(context.bundle);
      const out = await build({
        entryPoints: [SOURCE],
        bundle: true,
        write: false,
        minify: true,
        format: 'iife',
        target: 'es2020',
        define: { __FIRST_SCREEN_FILES__: JSON.stringify(table) },
        logLevel: 'warning',
      });
      const code = out.outputFiles[0]?.text.trim();
      if (code === undefined) throw new Error('the first screen preload did not build');
      return [{ tag: 'script', children: code, injectTo: 'head' as const }];
    },
  },
};
