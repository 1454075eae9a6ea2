import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineSources, webAppInlineSources } from './inline-sources.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the inline scripts and styles of the app page', () => {
  it('hashes each script without a src, its text exactly as written, and leaves the files to self', () => {
    const html = [
      '<script async fetchpriority="high" src="./assets/first-screen-1.js"></script>',
      '<script type="module" fetchpriority="low" src="./assets/boot-1.js"></script>',
      '<div id="root">주문</div>',
      '<script>(()=>{document.title="주문"})();</script>',
      '<script type="application/json">{"a": 1}\n</script>',
    ].join('\n');
    expect(inlineSources(html, 'script')).toEqual([
      sha('(()=>{document.title="주문"})();'),
      sha('{"a": 1}\n'),
    ]);
  });

  it('hashes each inline style once, and not the stylesheets linked', () => {
    const html = [
      '<style>.a{color:red}</style>',
      '<link rel="stylesheet" href="./assets/index-1.css" disabled>',
      '<template id="t"><style>.a{color:red}</style></template>',
      '<style media="print">\n.b{}\n</style>',
    ].join('\n');
    expect(inlineSources(html, 'style')).toEqual([sha('.a{color:red}'), sha('\n.b{}\n')]);
  });

  it('reads the built index.html, and finds none where the app is not built', () => {
    const root = mkdtempSync(join(tmpdir(), 'jumun-web-'));
    expect(webAppInlineSources(root)).toEqual({ scripts: [], styles: [] });
    expect(webAppInlineSources(null)).toEqual({ scripts: [], styles: [] });
    writeFileSync(
      join(root, 'index.html'),
      '<head><style>b{}</style></head><body><script>go()</script></body>',
    );
    // the browser's form of the hash: base64 of the SHA-256 of the script's UTF-8 text
    expect(webAppInlineSources(root)).toEqual({
      scripts: ["'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"],
      styles: [sha('b{}')],
    });
  });
});
