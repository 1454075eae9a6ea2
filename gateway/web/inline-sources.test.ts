import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, webAppInlineScripts } from './inline-scripts.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the inline scripts of the app page', () => {
  it('hashes each script without a src, its text exactly as written, and leaves the files to self', () => {
    const html = [
      '<script async fetchpriority="high" src="./assets/first-screen-1.js"></script>',
      '<script type="module" fetchpriority="low" src="./assets/boot-1.js"></script>',
      '<div id="root">주문</div>',
      '<script>(()=>{document.title="주문"})();</script>',
      '<script type="application/json">{"a": 1}\n</script>',
    ].join('\n');
    expect(inlineScriptSources(html)).toEqual([sha('(()=>{document.title="주문"})();'), sha('{"a": 1}\n')]);
  });

  it('reads the built index.html, and finds none where the app is not built', () => {
    const root = mkdtempSync(join(tmpdir(), 'jumun-web-'));
    expect(webAppInlineScripts(root)).toEqual([]);
    expect(webAppInlineScripts(null)).toEqual([]);
    writeFileSync(join(root, 'index.html'), '<body><script>go()</script></body>');
    // the browser's form of the hash: base64 of the SHA-256 of the script's UTF-8 text
    expect(webAppInlineScripts(root)).toEqual(["'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"]);
  });
});
