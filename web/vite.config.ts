// Vite builds web/ into dist/web, which the reference gateway serves at `/`. `npm run dev` serves
// web/ with hot reload and forwards every gateway path to a running gateway ($JUMUN_GATEWAY, by
// default http://127.0.0.1:8080), so the app stays same-origin as in production.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFirstScreen } from './boot/first-screen-plugin.ts';
import { stacklessReactSentinels } from './boot/react-sentinels-plugin.ts';
import { gatewayPathPattern } from './gateway-paths.ts';
import { jumunPwa } from './pwa/pwa-plugin.ts';

/** The message catalogues and what writes a refusal in the customer's language. */
const MESSAGE_CATALOGUES =
  /[\\/]domain[\\/](messages(\.en)?\.ts|i18n[\\/]rejection-text\.ts)$|[\\/]web[\\/]i18n[\\/]use-messages\.ts$/;

/**
 * The screen kit (see the chunk groups below): the shell's services, the UI kit, the dialogs' and the
 * store's hooks and home (the first screen of most visits, with its banners), which were files of
 * their own...
 */
const SCREEN_KIT = /[\\/]web[\\/](ui[\\/]|shell[\\/]|dialogs[\\/]use-|store[\\/]use-|screens[\\/]home[\\/])/;
/** ...less the shell's parts loaded only when a visit needs them... */
const LOADED_WHEN_NEEDED =
  /[\\/]web[\\/]shell[\\/](header-search-panel|idle-logout|location-tooltip|partner-arrival)\./;
/**
 * ...and less the order kit, which home does not draw: the cart's contents (the restaurant's cart
 * panel, the cart and checkout draw them), the price rows and the stepper, and the two small domain
 * rules shared by the restaurant and the command side (the price rows, the menu search). One chunk
 * of its own, fetched with the first screen that orders.
 */
const ORDER_KIT =
  /[\\/]web[\\/](ui[\\/](price-rows|stepper)\.|screens[\\/]cart[\\/]cart-(contents|lines)\.)|[\\/]domain[\\/](pricing[\\/]price-rows|menu[\\/]search)\.ts$/;

const root = fileURLToPath(new URL('.', import.meta.url));

const gatewayTarget = process.env.JUMUN_GATEWAY ?? 'http://127.0.0.1:8080';

/**
 * Debug builds carry the dev screen (spec 001 §2 "dev screen: only in debug mode"): the dev server,
 * and `node scripts/build-web.mjs --debug` (mode `debug`, into dist/web-debug). Everywhere else
 * __JUMUN_DEBUG__ is `false`, so the bundler drops the dev screen's import and its chunk.
 */
const isDebug = (mode: string, command: string) => command === 'serve' || mode === 'debug';

export default defineConfig(({ mode, command }) => ({
  root,
  define: { __JUMUN_DEBUG__: JSON.stringify(isDebug(mode, command)) },
  base: './',
  plugins: [
    stacklessReactSentinels(),
    react(),
    preloadFirstScreen({ favicon: readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8') }),
    jumunPwa({ tokensCss: readFileSync(new URL('./styles/tokens.css', import.meta.url), 'utf8') }),
  ],
  // rxjs's ES2015 build (no ES5 class helpers from tslib): smaller, and every target browser runs it.
  resolve: {
    conditions: ['es2015', 'module', 'browser', 'development|production'],
    alias: [
      // fp-ts's ES modules (the code imports its CommonJS build, which Node runs as is): io-ts's own
      // ES build imports those, so one copy is bundled, and the bundler keeps only the functions used.
      { find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' },
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('./boot/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // Workers as ES modules (the blocklist's, started with type 'module'; web/store/web-blocklist.ts).
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL(mode === 'debug' ? '../dist/web-debug' : '../dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // es-hangul declares no sideEffects, but its module only defines functions: let the bundle keep
      // the few the domain uses (josa, choseong search) rather than all of it.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/node_modules/es-hangul/') },
      // Everything the first screen needs (the entry's static imports, all the way down) in one
      // chunk: it loads at start anyway, and many small shared chunks compress worse.
      // The command side (handlers, the HTTP gateway, the log's writer) with everything it imports
      // that the boot chunk lacks, in one chunk too: it is fetched at start on every page, and as
      // some fifteen files it took as many requests (six at a time over HTTP/1.1) before the first read.
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            // What the first screen is drawn with, beside the boot chunk, in one chunk fetched at start:
            // as the dozen small chunks it made, each shared by a different set of screens, a first
            // screen took some twenty requests, and on a slow network each one's round trip held
            // back the boot chunk's share of the line (Lighthouse, /: LCP 2.7 -> 2.3 s). It is also
            // where the shell's request count lives (the command side imports it), so the shell's
            // services never wait for the command side.
            {
              name: 'screen-kit',
              test: (id: string) =>
                SCREEN_KIT.test(id) && !LOADED_WHEN_NEEDED.test(id) && !ORDER_KIT.test(id),
            },
            // The order kit and the message catalogues (with es-hangul's josa, and the English
            // twin with what writes a refusal in either language), one chunk: every screen past
            // home draws with both, home with neither.
            {
              name: 'order-kit',
              test: (id: string) => ORDER_KIT.test(id) || MESSAGE_CATALOGUES.test(id),
            },
            // What the first screen reads with (the HTTP client, the content calls' codecs, io-ts):
            // after the kits (home renders without it, so they must not import it), before the
            // stored log and the command side take their share of it. A first visit fetches this
            // and not them (web/store/content-reads.ts).
            { name: 'content-reads', test: /[\\/]web[\\/]store[\\/]content-reads\.ts$/ },
            // The stored log's decoder (a returning customer's first render) is kept out of the
            // command side, or the first screen would wait for the whole of it.
            { name: 'stored-log', test: /[\\/]web[\\/]store[\\/]stored-log\.ts$/ },
            { name: 'command-side', test: /[\\/]web[\\/]store[\\/]command-side\.ts$/ },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 400,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      [gatewayPathPattern]: {
        target: gatewayTarget,
        changeOrigin: true,
        // The page and the gateway are one site behind this proxy, as in production: the gateway
        // sees its own origin (it refuses state changes from other sites' pages).
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin') !== undefined)
              request.setHeader('origin', new URL(gatewayTarget).origin);
          });
        },
      },
    },
  },
}));
