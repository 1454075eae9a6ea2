// The app's script URLs under Trusted Types: the app's Content-Security-Policy
// (gateway/http/content-security-policy.ts) makes a script's or a worker's URL refuse a plain
// string. The `jumun-scripts` policy made here passes the app's own built files (the service worker,
// the blocklist's worker) and nothing else. A policy of its own, apart from the HTML policies of
// trusted-types.ts: registering the service worker on every visit needs this and not DOMPurify.
import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';

/** The service worker (vite-plugin-pwa's, web/pwa/). */
const SERVICE_WORKER = './sw.js';
/** Where the build writes the rest of the app's scripts. */
const ASSETS = './assets/';

/** `input` if it is one of the app's built scripts (same origin, the worker or under assets/). */
function ownScriptUrl(input: string): string {
  const url = new URL(input, document.baseURI);
  const assets = new URL(ASSETS, document.baseURI).href;
  const own =
    url.origin === window.location.origin &&
    url.search === '' &&
    url.hash === '' &&
    (url.href === new URL(SERVICE_WORKER, document.baseURI).href ||
      (url.href.startsWith(assets) && /^[\w.-]+\.js$/.test(url.href.slice(assets.length))));
  if (!own) throw new TypeError(`Trusted Types: ${url.href} is not a script of this app`);
  return url.href;
}

const policy = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes?.createPolicy(
  'jumun-scripts',
  { createScriptURL: ownScriptUrl },
);

/**
 * One of the app's built scripts (a worker's) as the browser takes its URL: a TrustedScriptURL
 * where Trusted Types are on, a checked string elsewhere. Anything else throws.
 */
export function appScriptUrl(path: string): TrustedScriptURL | string {
  return policy === undefined ? ownScriptUrl(path) : policy.createScriptURL(path);
}

/** The service worker's URL, as appScriptUrl makes it. */
export const serviceWorkerScriptUrl = (): TrustedScriptURL | string => appScriptUrl(SERVICE_WORKER);
