// The Content-Security-Policy of everything the gateway serves but the template documents (which
// have their own, content/templates.ts): the web app, the sandbox providers' pages and the page
// that says the app is not built. No 'unsafe-inline' anywhere: the inline scripts and styles the
// app's index.html carries, and the one stylesheet each of the gateway's own pages carries, are
// allowed by their hashes. Scripts go through Trusted Types (web/security/trusted-types.ts makes the
// two policies named here), and every violation is reported to the gateway (csp-reports.ts).

import { createHash } from 'node:crypto';

/** A CSP hash source (`'sha256-…'`): base64 of the SHA-256 of the text's UTF-8, as browsers hash it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Trusted Types policies the app may create: `jumun` (the app's HTML, which DOMPurify parses
 * with), `jumun-scripts` (the app's own script URLs: the service worker, the blocklist's worker) and
 * `default` (what a library's string sink goes through: Leaflet's controls set innerHTML).
 */
export const TRUSTED_TYPES_POLICIES = ['jumun', 'jumun-scripts', 'default'] as const;

export interface PolicyOptions {
  /** The inline scripts allowed by hash: the index.html's (web/inline-sources.ts). */
  readonly scripts: readonly string[];
  /** The inline stylesheets allowed by hash: the index.html's and the gateway's own pages'. */
  readonly styles: readonly string[];
  /** The partner sites that may embed the app in a frame (spec 001 §1 "runs embedded in a partner app"). */
  readonly partnerOrigins: readonly string[];
  /** Where violations are reported: the path for report-uri, the group for report-to. */
  readonly reporting: { readonly path: string; readonly group: string };
}

/** Helmet's directives (camel-cased names) for the app's policy. */
export function appCspDirectives(options: PolicyOptions): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    // No <base>: a relative URL of the page cannot be turned to another site.
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...options.scripts],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...options.styles],
    // Images may be data: URLs (generated tiles); fonts are the app's own files.
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'", ...options.partnerOrigins],
    requireTrustedTypesFor: ["'script'"],
    trustedTypes: [...TRUSTED_TYPES_POLICIES],
    reportUri: [options.reporting.path],
    reportTo: [options.reporting.group],
    upgradeInsecureRequests: [],
  };
}
