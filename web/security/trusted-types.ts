// Trusted Types: the app's Content-Security-Policy (gateway/http/content-security-policy.ts) makes
// every string sink (innerHTML, DOMParser, a script's or a service worker's URL, eval) refuse a
// plain string, and lets the page make three policies, two of them here (the third, for the app's
// own script URLs, is script-urls.ts):
// - `jumun`, the app's HTML. It is DOMPurify's output, always: DOMPurify is given this very policy
//   to parse with, and while it runs (and only then) the policy hands DOMPurify's input back as is,
//   for the inert document DOMPurify parses it in. It refuses every script URL (DOMPurify asks one
//   for an attribute that takes one; the markup it keeps has none, and a refused one is dropped).
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

function noScriptUrl(input: string): never {
  throw new TypeError(`Trusted Types: the app's HTML takes no script URL (${input})`);
}

function makePolicies(): Policy | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (factory === undefined) return null;
  const made = factory.createPolicy('jumun', { createHTML: cleanHtml, createScriptURL: noScriptUrl });
  factory.createPolicy('default', { createHTML: cleanHtml });
  return made;
}

const policy: Policy | null = makePolicies();

/** `html` cleaned into a fragment of this document's (the notices', FAQ's and terms' text). */
export function cleanFragment(html: string): DocumentFragment {
  return purify((config) => DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true }));
}
