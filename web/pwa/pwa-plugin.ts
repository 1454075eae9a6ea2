// The service worker and the web app manifest, built by vite-plugin-pwa with Workbox's generateSW:
// no caching code of our own, only which strategy answers what.
// - Precached: the app shell and every chunk (each route's screen, its styles, Leaflet's images), so
//   a return visit starts without the network and a new build never mixes with the old one's files.
//   `/` is the precached index.html; no other navigation is answered by the worker (the gateway's
//   sandbox, template and payment pages are not the app).
// - The catalogue reads, images and fonts: runtime-caching.ts. Everything else: the network, untouched.
// A new build waits until the customer asks for it (registerType 'prompt'; service-worker.ts and
// app-notices.tsx).
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { runtimeCaching } from './runtime-caching.ts';
import { webManifest } from './web-manifest.ts';

export function jumunPwa(options: { readonly tokensCss: string }): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // registered by service-worker.ts once the first screen has settled (the CSP allows no inline script)
    injectRegister: false,
    manifest: webManifest(options.tokensCss),
    // the icons are PNGs under web/public, precached by the glob below
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // Vite's content-hashed files need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: runtimeCaching(),
      // Workbox's runtime inside sw.js rather than a file it imports: the worker runs under the
      // app's CSP, whose Trusted Types refuse importScripts with a plain string.
      inlineWorkboxRuntime: true,
    },
  });
}
