// The build's prerender step (scripts/build-web.mjs): builds web/prerender.tsx for Node with Vite,
// renders `/` and the skeleton templates with React's server renderer, and writes them into the
// built index.html with the script that chooses between them (web/boot/choose-first-screen.ts,
// inlined so it runs before the first paint) and the styles the prerendered home is drawn with.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';

const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
// web/boot/first-screen-markup.ts's CHOOSING_CLASS: #root hidden from the head until the chooser has run
const CHOOSING = `<script>document.documentElement.classList.add('first-screen-choosing')</script>\n    <style>.first-screen-choosing #root{visibility:hidden}</style>`;
const SKELETONS = ['restaurant', 'screen'];
const FIRST_SCREENS = ['home', ...SKELETONS];

/** web/boot/first-screen-markup.ts's templateId. */
const templateId = (screen, language) =>
  language === 'ko' ? `first-screen-${screen}` : `first-screen-${screen}-${language}`;

/**
 * The templates: Korean's skeletons (its home is #root's), and every other language's first
 * screens, its home among them.
 */
function templatesOf(screens) {
  return Object.entries(screens).flatMap(([language, drawn]) =>
    (language === 'ko' ? SKELETONS : FIRST_SCREENS).map((screen) => {
      if (typeof drawn[screen] !== 'string') throw new Error(`no ${screen} drawn in ${language}`);
      return `<template id="${templateId(screen, language)}">${drawn[screen]}</template>`;
    }),
  );
}

/**
 * The stylesheets home is drawn with beyond the boot stylesheet: the `.css` files of home's row of
 * the first screen table (web/boot/first-screen-plugin.ts: its chunks, their imports and the shell's
 * services, less what the boot chunk brings).
 */
export function homeStyles(table) {
  const files = table.home;
  if (!Array.isArray(files)) throw new Error('the first screen table has no row for home');
  return files.filter((file) => file.endsWith('.css'));
}

/**
 * index.html with the prerendered first screens (`screens`: each language's): `#root` holds
 * Korean's home (marked for main.tsx to hydrate), the skeletons and the other languages' first
 * screens wait as templates in the head, the chooser runs right after `#root`, and
 * `styles` ({ file, css }) are inlined before the head ends. Each inlined stylesheet keeps its link,
 * disabled: the loader of lazy chunks finds it on the page and does not fetch it again.
 */
export function withFirstScreens(html, { screens, chooser, styles }) {
  const root = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;
  if (!root.test(html)) throw new Error('index.html has no #root before its <noscript>');
  if (chooser.includes('</script')) throw new Error('the first screen chooser cannot be inlined');
  if (typeof screens.ko?.home !== 'string') throw new Error('no Korean home drawn');
  const templates = templatesOf(screens).join('\n    ');
  const inlined = styles
    .filter(({ file }) => !html.includes(`href="./${file}"`))
    .map(({ file, css }) => {
      if (css.includes('url(')) throw new Error(`${file} has a url() that would not resolve inline`);
      return `<style>${css.trim()}</style>\n    <link rel="stylesheet" href="./${file}" disabled>`;
    })
    .join('\n    ');
  return html
    .replace(
      '</head>',
      `  ${[CHOOSING, inlined, templates].filter((s) => s !== '').join('\n    ')}\n  </head>`,
    )
    .replace(
      root,
      () =>
        `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="home">${screens.ko.home}</div>\n    <script>${chooser.trim()}</script>`,
    );
}

/** Renders the first screens and writes them into `out`/index.html (a built web app). */
export async function prerenderInto(out, { debug }) {
  const server = resolve(`dist/prerender${debug ? '-debug' : ''}`);
  await build({
    configFile: false,
    root: resolve('web'),
    logLevel: 'warn',
    mode: debug ? 'debug' : 'production',
    define: { __JUMUN_DEBUG__: JSON.stringify(debug) },
    plugins: [react()],
    build: {
      ssr: resolve('web/prerender.tsx'),
      outDir: server,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const { renderFirstScreens } = await import(pathToFileURL(join(server, 'prerender.mjs')).href);
  const screens = await renderFirstScreens();
  rmSync(server, { recursive: true, force: true });
  const chooser = await esbuild({
    entryPoints: ['web/boot/choose-first-screen.ts'],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
    // es-hangul declares no sideEffects, but its module only defines functions (as in
    // web/vite.config.ts): the few rules the chooser imports do not bring all of it.
    plugins: [
      {
        name: 'es-hangul-has-no-side-effects',
        setup(build) {
          build.onResolve({ filter: /^es-hangul$/ }, async (args) => {
            if (args.pluginData === 'resolving') return undefined;
            const found = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: 'resolving',
            });
            return { path: found.path, sideEffects: false };
          });
        },
      },
    ],
  });
  const table = JSON.parse(readFileSync(join(out, '.vite/first-screen.json'), 'utf8'));
  const styles = homeStyles(table).map((file) => ({
    file,
    css: readFileSync(join(out, file), 'utf8'),
  }));
  const index = join(out, 'index.html');
  const html = readFileSync(index, 'utf8');
  writeFileSync(index, withFirstScreens(html, { screens, chooser: chooser.outputFiles[0].text, styles }));
}
