// Trusted Types: the app's Content-Security-Policy (gateway/http/content-security-policy.ts) makes
// every string sink (innerHTML, DOMParser, a script's or a service worker's URL, eval) refuse a
// plain string, and lets the page make two policies, both here:
// - `jumun`, the app's own. Its HTML is DOMPurify's output, always: DOMPurify is given this very
//   policy to parse with, and while it runs (and only then) the policy hands DOMPurify's input
//   back as is, for the inert document DOMPurify parses it in. Its script URLs are the app's own
//   built files (the service worker, the blocklist's worker) and nothing else.
// - `default`, which the browser asks when a library assigns a string (Leaflet writes its zoom
//   buttons and attribution with innerHTML): the same DOMPurify, and no script URL at all.
// In a browser without Trusted Types the same functions give plain strings, cleaned the same way.
import DOMPurify, { type Config } from 'dompurify';
import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';

/** What HTML in the app may not hold (safe-html.tsx): no style, nothing that posts or frames. */
export const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
];
/** Style attributes are also what the CSP refuses in markup. */
export const FORBID_ATTR = ['style'];

/** The service worker (vite-plugin-pwa's, web/pwa/). */
const SERVICE_WORKER = './sw.js';
/** Where the build writes the rest of the app's scripts. */
const ASSETS = './assets/';

interface Policy {
  createHTML(input: string): TrustedHTML | string;
  createScriptURL(input: string): TrustedScriptURL | string;
}

let sanitizing = false;

/** DOMPurify over `html` with the app's rules, this module's policy as its parser's. */
function purify<T>(run: (config: Config) => T): T {
  if (sanitizing) throw new Error('Trusted Types: DOMPurify asked to sanitize while it sanitizes');
  sanitizing = true;
  try {
    return run({
      FORBID_TAGS: [...FORBID_TAGS],
      FORBID_ATTR: [...FORBID_ATTR],
      // The policy as DOMPurify's own (null where the browser has none: DOMPurify then makes none).
      TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'],
    });
  } finally {
    sanitizing = false;
  }
}

/** A string of clean HTML: what either policy's createHTML answers outside DOMPurify. */
function cleanHtml(input: string): string {
  // Inside DOMPurify: its input, for the inert document it parses (no script runs there).
  if (sanitizing) return input;
  return purify((config) => DOMPurify.sanitize(input, { ...config, RETURN_TRUSTED_TYPE: false }));
}

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

function makePolicies(): Policy | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (factory === undefined) return null;
  const made = factory.createPolicy('jumun', { createHTML: cleanHtml, createScriptURL: ownScriptUrl });
  factory.createPolicy('default', { createHTML: cleanHtml });
  return made;
}

const policy: Policy | null = makePolicies();

/** `html` cleaned into a fragment of this document's (the notices', FAQ's and terms' text). */
export function cleanFragment(html: string): DocumentFragment {
  return purify((config) => DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true }));
}

/**
 * One of the app's built scripts (a worker's) as the browser takes its URL: a TrustedScriptURL
 * where Trusted Types are on. Anything else throws.
 */
export function appScriptUrl(path: string): TrustedScriptURL | string {
  return policy === null ? ownScriptUrl(path) : policy.createScriptURL(path);
}

/** The service worker's URL, as appScriptUrl makes it. */
export const serviceWorkerScriptUrl = (): TrustedScriptURL | string => appScriptUrl(SERVICE_WORKER);
