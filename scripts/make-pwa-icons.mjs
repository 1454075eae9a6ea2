// Draws the web app manifest's icons (web/public/icons/, committed) from the favicon's SVG, in
// Debian's Chromium with Pretendard's own glyph rather than whatever Korean font the machine has:
// 192 and 512 px as the favicon (rounded, the corners clear), and a 512 px maskable one, whose
// square fills the whole image and whose glyph keeps inside the safe circle (the middle 80%) that
// any launcher mask leaves. Run it again when the favicon changes: node scripts/make-pwa-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const OUT = 'web/public/icons';
const favicon = readFileSync('web/public/favicon.svg', 'utf8');
const font = readFileSync('node_modules/pretendard/dist/web/static/woff2/Pretendard-ExtraBold.woff2');

const inPretendard = (svg) => svg.replace('font-family="sans-serif"', 'font-family="Pretendard"');
const maskable = (svg) =>
  svg
    .replace(/ rx="[\d.]+"/, '')
    .replace(
      /<text[\s\S]*<\/text>/,
      (text) => `<g transform="translate(32 32) scale(0.72) translate(-32 -32)">${text}</g>`,
    );

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: inPretendard(favicon) },
  { file: 'icon-512.png', size: 512, svg: inPretendard(favicon) },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable(inPretendard(favicon)) },
];

mkdirSync(OUT, { recursive: true });
// as web/e2e/chromium.ts starts it (a .ts file this script, run by plain Node, cannot import)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<style>@font-face{font-family:Pretendard;font-weight:800;src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}
       html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.evaluate(() => document.fonts.load('800 34px Pretendard'));
    await page.screenshot({ path: `${OUT}/${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`${OUT}/${icon.file}: ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
