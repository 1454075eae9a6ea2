// @module-tag browser
// Pretendard on a first visit (web/boot/when-first-screen-settled.ts, vite.config.ts): its @font-face rules
// arrive only once the first screen has settled — after the first read has answered and the
// screen's largest element has painted — and say `font-display: swap` (the text shows at once in
// the system font).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const FONTS_CSS = /\/assets\/fonts-[\w-]+\.css$/;

/** When (the test's clock) each request was sent and each finished, by url. */
function watchRequests(page: Page) {
  const sent = new Map<string, number>();
  const finished = new Map<string, number>();
  page.on('request', (r) => sent.set(r.url(), Date.now()));
  page.on('requestfinished', (r) => finished.set(r.url(), Date.now()));
  const find = (times: Map<string, number>, pattern: RegExp) =>
    [...times].find(([url]) => pattern.test(url))?.[1];
  return {
    sent: (pattern: RegExp) => find(sent, pattern),
    finished: (pattern: RegExp) => find(finished, pattern),
  };
}

const pretendardDisplays = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.includes('Pretendard')).map((f) => f.display),
  );

describe('Pretendard', () => {
  it('is added on home after the banners have answered and painted, with font-display: swap', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const requests = watchRequests(page);
    const fonts = page.waitForResponse((r) => FONTS_CSS.test(r.url()), { timeout: 10_000 });
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('region', { name: '이벤트' }).getByRole('img').first().waitFor();
    await fonts;
    const bannersAnswered = requests.finished(/\/marketing\/banners\//);
    const fontsAsked = requests.sent(FONTS_CSS);
    expect(bannersAnswered).toBeDefined();
    // a settled screen: no larger paint for a second after the first read
    expect(fontsAsked).toBeGreaterThan((bannersAnswered ?? Number.POSITIVE_INFINITY) + 800);
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes('Pretendard')));
    const displays = await pretendardDisplays(page);
    expect(displays.length).toBeGreaterThan(50);
    expect(new Set(displays)).toEqual(new Set(['swap']));
    expect(errors).toEqual([]);
    await context.close();
  });
});
