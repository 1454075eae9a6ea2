// @module-tag browser
// The first screen from HTML (issue "Instant and light"): index.html holds `/` prerendered by the
// build, usable before (and without) the script; the app hydrates it without a mismatch or a layout
// shift; a restaurant's or checkout's link shows that screen's skeleton, never home's content, until
// the app draws it.
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SPLASH_COOKIE } from '../../domain/shell/app-download-splash.ts';
import { CATEGORIES } from '../../domain/shell/categories.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { CHOOSING_CLASS } from '../boot/first-screen-markup.ts';
import { openRestaurant } from './cart-steps.ts';
import { toCheckout } from './checkout-steps.ts';
import {
  appUrl,
  newCustomer,
  openContext,
  PHONE,
  realClockCustomer,
  shoot,
  startForFile,
} from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const PROMPT = '어디로 배달해 드릴까요?';
const categoryLinks = (page: Page) =>
  page.getByRole('navigation', { name: '무엇을 드시고 싶으세요?' }).getByRole('link');

/**
 * Before the page's own scripts: what each painted frame showed (home's prompt, a skeleton, both or
 * neither), the layout shifts, and the prompt's heading as the HTML parser made it.
 */
async function watchFirstFrames(page: Page): Promise<void> {
  await page.addInitScript(
    ({ prompt, choosing }) => {
      const seen: string[] = [];
      const shifts: { value: number; at: number; moved: string[] }[] = [];
      Object.assign(window, { firstFrames: seen, layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        })[])
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              // what moved, for the failure's message
              moved: entry.sources.map((s) =>
                s.node instanceof Element ? s.node.outerHTML.slice(0, 60) : String(s.node),
              ),
            });
      }).observe({ type: 'layout-shift', buffered: true });
      const frame = () => {
        const root = document.getElementById('root');
        // While <html> has the choosing class #root is hidden (the parser may yield mid-#root on a
        // loaded machine): nothing of it is painted, so that frame shows the customer nothing to count.
        const hidden = document.documentElement?.classList.contains(choosing) ?? true;
        if (root !== null && root.childElementCount > 0 && !hidden) {
          const home = root.innerText.includes(prompt);
          const skeleton = root.querySelector('[aria-busy="true"]') !== null;
          const state = home ? 'home' : skeleton ? 'skeleton' : 'other';
          if (seen.at(-1) !== state) seen.push(state);
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      // Once the document is parsed (the inline chooser has run; the app's module has not): what #root
      // holds then is what the first paint shows.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        const parsed = root?.innerText.includes(prompt)
          ? 'home'
          : root?.querySelector('[aria-busy="true"]')
            ? 'skeleton'
            : 'other';
        Object.assign(window, { parsedPrompt: document.querySelector('h1'), parsed });
      });
    },
    { prompt: PROMPT, choosing: CHOOSING_CLASS },
  );
}

const parsed = (page: Page) => page.evaluate(() => (window as unknown as { parsed: string }).parsed);
const firstFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrames: string[] }).firstFrames);

/** Holds the requests for a screen's chunk until `release()`. */
async function holdChunk(page: Page, name: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(name, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('the first screen from HTML', () => {
  it('shows the brand, the address prompt with a usable field and the categories without JavaScript (phone)', {
    tags: ['smoke'],
  }, async () => {
    const context = await openContext(browser, { ...PHONE, locale: 'ko-KR', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(appUrl(gateway, '/'));
      await expect(page.getByRole('link', { name: '주문 홈' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: PROMPT, level: 1 }).isVisible()).resolves.toBe(true);
      const field = page.getByRole('searchbox', { name: '배달 받을 주소' });
      await field.fill('역삼동');
      await expect(field.inputValue()).resolves.toBe('역삼동');
      expect(await categoryLinks(page).allTextContents()).toEqual([...CATEGORIES]);
      // Drawn with its styles (inlined into the page): the categories are a grid, not a list of links.
      expect(
        await page
          .getByRole('navigation', { name: '무엇을 드시고 싶으세요?' })
          .locator('ul')
          .evaluate((ul) => getComputedStyle(ul).display),
      ).toBe('grid');
      await shoot(page, 'first-screen-no-js-phone', { fullPage: true });
    } finally {
      await context.close();
    }
  });

  for (const desktop of [false, true])
    it(`hydrates home without a mismatch and without moving its layout (${desktop ? 'desktop' : 'phone'})`, {
      tags: desktop ? [] : ['smoke'],
    }, async () => {
      const { page, context, errors } = await newCustomer(browser, { desktop });
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (/hydrat|did not match|mismatch/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
      });
      await watchFirstFrames(page);
      // The service info (the promotion carousel's) answered after the event banners' read: the
      // carousel drawn above them must not push them down.
      await page.route('**/api/v1/service_info/', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue().catch(() => undefined);
      });
      await page.goto(appUrl(gateway, '/'));
      // The app has run: the event banners come from its first reads, after hydration.
      await page.getByRole('region', { name: '이벤트' }).getByRole('link').first().waitFor();
      const field = page.getByRole('searchbox', { name: '배달 받을 주소' });
      await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      // Hydrated, not drawn again: the heading is still the element the HTML parser made.
      await expect(
        page.evaluate(
          () =>
            document.querySelector('h1') === (window as unknown as { parsedPrompt: Element }).parsedPrompt,
        ),
      ).resolves.toBe(true);
      await expect(page.getByRole('complementary', { name: '앱 다운로드 안내' }).isVisible()).resolves.toBe(
        !desktop,
      );
      await page.waitForTimeout(1_000);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts,
      );
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
      await expect(parsed(page)).resolves.toBe('home');
      expect(await firstFrames(page)).toEqual(['home']);
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('hydrates home without the app banner its customer hid for the day (phone)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await context.addCookies([
      { name: SPLASH_COOKIE, value: String(Date.parse(TEST_NOW) - 60_000), url: gateway.url },
    ]);
    await watchFirstFrames(page);
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('region', { name: '이벤트' }).getByRole('link').first().waitFor();
    await expect(page.getByRole('complementary', { name: '앱 다운로드 안내' }).count()).resolves.toBe(0);
    await expect(
      page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { parsedPrompt: Element }).parsedPrompt,
      ),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a restaurant's skeleton, never home's content, until its page is drawn", {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await watchFirstFrames(page);
    const release = await holdChunk(page, /\/assets\/restaurant-screen-[^/]*\.js$/);
    const opened = openRestaurant(page, gateway, 1001);
    const skeleton = page.getByRole('status').filter({ hasText: '음식점 정보를 불러오는 중입니다' });
    await skeleton.waitFor();
    await shoot(page, 'first-screen-restaurant-skeleton');
    release();
    await opened;
    await page.getByRole('heading', { name: '역삼 황금치킨', level: 1 }).waitFor();
    const frames = await firstFrames(page);
    expect(frames).not.toContain('home');
    await expect(parsed(page)).resolves.toBe('skeleton');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a skeleton's login link its route to come back to before the app has run", async () => {
    const { page, context } = await newCustomer(browser);
    const release = await holdChunk(page, /\/assets\/[^/]*\.js$/);
    await page.goto(appUrl(gateway, '/restaurants/'), { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: '화면을 불러오는 중입니다' }).waitFor();
    // the app has not run (its scripts are held): the link is the prerendered one, fixed by the chooser
    await expect(page.getByRole('link', { name: '로그인' }).getAttribute('href')).resolves.toBe(
      `#/login/?return=${encodeURIComponent('/restaurants/')}`,
    );
    release();
    await context.close();
  });

  it("paints a returning customer's home, drawn from the stored log, before any of its reads starts", async () => {
    // the real clock: the harness's fake one replaces the page's performance timeline and frames
    const { context, page, errors } = await realClockCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await page.goto(appUrl(gateway, '/'));
    const road = page
      .getByRole('region', { name: '배달 주소' })
      .getByText('서울 강남구 테헤란로 152', { exact: true })
      .first();
    await road.waitFor();
    // When the app's home with the address was first in the document, and the frame that paints it.
    await page.addInitScript(() => {
      const seen: { inserted?: number; frame?: number } = {};
      Object.assign(window, { addressSeen: seen });
      new MutationObserver((_, observer) => {
        if (document.querySelector('[aria-labelledby="home-address-title"]') === null) return;
        observer.disconnect();
        seen.inserted = performance.now();
        requestAnimationFrame(() => {
          seen.frame = performance.now();
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await road.waitFor();
    // home's banners are read and drawn: the reads have gone
    await page.getByRole('heading', { name: '이벤트' }).waitFor();
    const { seen, reads } = await page.evaluate(() => ({
      seen: (window as unknown as { addressSeen: { inserted?: number; frame?: number } }).addressSeen,
      reads: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'fetch')
        .map((e) => ({ name: e.name.replace(/^https?:\/\/[^/]+/, ''), at: Math.round(e.startTime) })),
    }));
    expect(seen.frame).toBeDefined();
    expect(reads.map((read) => read.name)).toEqual(
      expect.arrayContaining([expect.stringContaining('banner')]),
    );
    const early = reads.filter((read) => read.at <= (seen.frame ?? 0));
    expect(early, `reads before the frame at ${seen.frame} ms that painted the address`).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows checkout's skeleton, never home's content, until checkout is drawn", async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await watchFirstFrames(page);
    const release = await holdChunk(page, /\/assets\/checkout-screen-[^/]*\.js$/);
    const reloaded = page.reload();
    await page.getByRole('status').filter({ hasText: '화면을 불러오는 중입니다' }).waitFor();
    await expect(page.getByText(PROMPT).count()).resolves.toBe(0);
    release();
    await reloaded;
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    const frames = await firstFrames(page);
    expect(frames).not.toContain('home');
    await expect(parsed(page)).resolves.toBe('skeleton');
    expect(errors).toEqual([]);
    await context.close();
  });
});
