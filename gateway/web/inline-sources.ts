// The web app's index.html runs inline scripts before its first paint (the first screen's preload
// and chooser, web/boot/, written in by the build) and inlines its boot stylesheets. The app's
// Content-Security-Policy allows only its own files and, by their hashes, these inline scripts and
// styles of the index.html it serves: read once when the gateway starts, so a rebuilt app needs a
// restarted gateway (as its files' cache does not).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash } from '../http/content-security-policy.ts';

const INLINE = {
  script: /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
  style: /<style[^>]*>([\s\S]*?)<\/style>/g,
} as const;

/** The CSP sources of the `<script>`s without a src, or of the `<style>`s, in `html`. */
export function inlineSources(html: string, kind: keyof typeof INLINE): string[] {
  return [...new Set([...html.matchAll(INLINE[kind])].map(([, body]) => cspHash(body ?? '')))];
}

export interface InlineSources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The inline scripts' and styles' sources of the built app in `webRoot`; none without a built app. */
export function webAppInlineSources(webRoot: string | null): InlineSources {
  const index = webRoot === null ? null : join(webRoot, 'index.html');
  if (index === null || !existsSync(index)) return { scripts: [], styles: [] };
  const html = readFileSync(index, 'utf8');
  return { scripts: inlineSources(html, 'script'), styles: inlineSources(html, 'style') };
}
