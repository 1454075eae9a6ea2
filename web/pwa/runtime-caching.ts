// The service worker's routes besides the precache (Workbox's generateSW writes them into sw.js):
// the catalogue reads and the catalogue's images stale-while-revalidate, the font's glyph files
// cache-first (hashed names: a name never changes its bytes). A request none of them matches goes to
// the network as if there were no worker.
import type { RuntimeCaching } from 'workbox-build';
import { CATALOGUE_CACHE, catalogueUrlPattern } from './cache-policy.ts';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** The routes, in the order Workbox tries them. */
export function runtimeCaching(): RuntimeCaching[] {
  return [
    {
      urlPattern: catalogueUrlPattern(),
      method: 'GET',
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: CATALOGUE_CACHE.name,
        expiration: { maxEntries: CATALOGUE_CACHE.maxEntries, maxAgeSeconds: CATALOGUE_CACHE.maxAgeSeconds },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: /^https?:\/\/[^/]+\/images\/[^?#]+\.(?:png|jpe?g|webp|gif|svg)$/,
      method: 'GET',
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'jumun-images',
        expiration: { maxEntries: 150, maxAgeSeconds: WEEK_SECONDS },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: /^https?:\/\/[^/]+\/(?:[^?#]*\/)?assets\/[^/?#]+\.woff2$/,
      method: 'GET',
      handler: 'CacheFirst',
      options: {
        cacheName: 'jumun-fonts',
        expiration: { maxEntries: 100, maxAgeSeconds: 4 * WEEK_SECONDS },
        cacheableResponse: { statuses: [200] },
      },
    },
  ];
}
