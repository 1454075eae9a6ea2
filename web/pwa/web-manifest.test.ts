import { describe, expect, it } from 'vitest';
import { ICONS, tokenColour, webManifest } from './web-manifest.ts';

// The tokens as web/styles/tokens.css writes them (the built manifest's colours against the real
// stylesheet: web/e2e/pwa-install.test.ts).
const tokens = ':root {\n  --pink: #fa0050;\n  --pink-text: #d60045;\n  --white: #ffffff;\n}';

describe('the web app manifest', () => {
  it('is Korean, starts at the document (hash routes), and takes its colours from the tokens', () => {
    const manifest = webManifest(tokens);
    expect(manifest).toMatchObject({
      name: '주문',
      short_name: '주문',
      lang: 'ko',
      start_url: './',
      scope: './',
    });
    expect(manifest.theme_color).toBe('#FA0050');
    expect(manifest.background_color).toBe('#FFFFFF');
  });

  it('lists icons of 192 and 512 px and a maskable one (their files: web/e2e/pwa-install.test.ts)', () => {
    expect(ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('names a colour token the stylesheet lacks', () => {
    expect(() => tokenColour(':root { --pink: #fa0050; }', 'brand')).toThrow('no colour --brand');
  });
});
