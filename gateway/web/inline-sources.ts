// The web app's index.html runs one inline script before its first paint (the first screen's
// chooser, web/boot/choose-first-screen.ts, written in by the build). The app's Content-Security-
// Policy allows only its own files and, by their hashes, the inline scripts of the index.html it
// serves: read once when the gateway starts, so a rebuilt app needs a restarted gateway (as its
// files' cache does not).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The CSP sources (`'sha256-…'`) of the scripts in `html` that have no src. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The inline scripts' sources of the built app in `webRoot`; none without a built app. */
export function webAppInlineScripts(webRoot: string | null): string[] {
  if (webRoot === null) return [];
  const index = join(webRoot, 'index.html');
  return existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : [];
}
