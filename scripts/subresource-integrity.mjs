// The build's last word on index.html (scripts/build-web.mjs): every script and stylesheet it loads
// carries its SHA-384 (Subresource Integrity), so a file changed on its way or on the server after
// the build is refused by the browser rather than run. Vite writes none itself. Also the check that
// the page holds no style attribute, which the app's Content-Security-Policy would refuse.
import { createHash } from 'node:crypto';

/** `sha384-…` of `bytes`, as the integrity attribute names it. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The tags that load a script or a stylesheet: a script's src, a stylesheet's or module preload's href. */
const LOADING_TAG =
  /<script\b[^>]*\ssrc="([^"]*)"[^>]*>|<link\b(?=[^>]*\srel="(?:stylesheet|modulepreload)")[^>]*\shref="([^"]*)"[^>]*>/g;

/**
 * `html` with an integrity attribute on each loading tag, the hash of the file `read(path)` gives
 * for its `./path`. A tag that loads from anywhere but the app's own directory is an error: no
 * page of the app runs another site's code.
 */
export function withIntegrity(html, read) {
  return html.replace(LOADING_TAG, (tag, src, href) => {
    const url = src ?? href;
    if (!url.startsWith('./') || url.includes('..'))
      throw new Error(`index.html loads ${url}: only the app's own files get an integrity hash`);
    if (/\sintegrity=/.test(tag)) throw new Error(`index.html's ${url} already has an integrity attribute`);
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrityOf(read(url.slice(2)))}"${end}`);
  });
}

/** The style attributes in `html` (each with a little of what is around it): there must be none. */
export function styleAttributes(html) {
  return [...html.matchAll(/<[^>]*\sstyle="[^"]*"[^>]*>/g)].map((m) => m[0].slice(0, 120));
}
