// `node bench/web-first-paint.mjs URL [RUNS]` (against a running `jumun serve --db memory`): the time to the
// first paint and to home's address prompt painted, in Chromium at phone size with 4x CPU throttling
// and a 150 ms, 1.6 Mbps line, the cache off; median of RUNS loads (5) with each figure.
import { chromium } from 'playwright-core';

const [url, runs = '5'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows = [];
for (let i = 0; i < Number(runs); i++) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const poll = () => {
      const h1 = document.querySelector('h1');
      if (h1?.textContent.includes('어디로 배달해 드릴까요?') && h1.getBoundingClientRect().height > 0) {
        // the frame it is in: painted at the next rendering opportunity
        requestAnimationFrame(() =>
          setTimeout(() => {
            window.promptAt ??= performance.now();
          }, 0),
        );
        return;
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.promptAt !== undefined, null, { timeout: 30000 });
  const r = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    prompt: window.promptAt,
  }));
  rows.push(r);
  await context.close();
}
await browser.close();
const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fig = (k) =>
  `${Math.round(med(rows.map((r) => r[k])))} ms (${rows.map((r) => Math.round(r[k])).join(', ')})`;
console.log(url, 'first paint', fig('fcp'), '| prompt painted', fig('prompt'));
