// @module-tag browser
// What the shell does around every screen (spec 001 §4 "Route changes", "Loading indicator"; §9):
// the service-status popup after each view load (491 read as data), page titles per route, the
// navigation history of the last five paths, and the spinner as a counter lingering 800 ms.
import type { Browser, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, pauseClockSoon, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const MAINTENANCE = '11월 25일 02:00 ~ 05:00 정기 점검으로 주문이 제한됩니다.';
const hashIs = (hash: string) => (url: URL) => decodeURIComponent(url.hash) === hash;
const popup = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/** The service status answering active, with 491 as the gateway does during maintenance. */
async function maintenance(page: Page, calls: string[]) {
  await page.route('**/popup/get/**', (route) => {
    calls.push(route.request().url());
    return route.fulfill({ status: 491, json: { active: true, content: MAINTENANCE } });
  });
}

/** The URLs of the page's requests sent and not yet answered or failed, from now on. */
function requestsOut(page: Page): () => string[] {
  const out = new Set<Request>();
  page.on('request', (request) => out.add(request));
  page.on('requestfinished', (request) => out.delete(request));
  page.on('requestfailed', (request) => out.delete(request));
  return () => [...out].map((request) => request.url());
}

describe('around every screen', () => {
  it('shows the service-status popup after each view load while active with content (491 as data)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const calls: string[] = [];
    await maintenance(page, calls);
    await page.goto(appUrl(gateway, '/'));
    const dialog = popup(page).filter({ hasText: MAINTENANCE });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'service-status-phone');
    await dialog.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The next view load asks again and shows it again.
    await page.evaluate(() => {
      window.location.hash = '#/restaurants/';
    });
    await page.waitForURL(hashIs('#/restaurants/'));
    await dialog.waitFor();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // The browser logs the 491 answer as a failed resource; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('491'))).toEqual([]);
    await context.close();
  });

  it('shows no popup while the service status is inactive (the seed)', async () => {
    const { page, context } = await newCustomer(browser);
    const answered = page.waitForResponse((r) => r.url().includes('/popup/get/'));
    await page.goto(appUrl(gateway, '/restaurants/'));
    expect((await answered).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await popup(page).count()).toBe(0);
    await context.close();
  });

  it('titles each page for its route, the restaurant by its name', async () => {
    const { page, context } = await newCustomer(browser);
    for (const [path, title] of [
      ['/location/', '배달 주소 설정 | 주문'],
      ['/login/', '로그인 | 주문'],
      ['/privacy/', '개인정보처리방침 | 주문'],
      ['/치킨/', '치킨 | 주문'],
      ['/', '주문 — 우리 동네 배달 주문'],
    ] as const) {
      await page.goto(appUrl(gateway, path));
      await expect
        .poll(async () => `${decodeURIComponent(page.url())} ${await page.title()}`, { message: path })
        .toContain(` ${title}`);
    }
    await openRestaurant(page, gateway, 1001);
    const name = await page.getByRole('heading', { level: 1 }).first().textContent();
    await expect.poll(() => page.title()).toBe(`${name?.trim()} | 주문`);
    await context.close();
  });

  it('keeps the last five paths visited in session storage (spec 001 §9 "Navigation history | 5 entries")', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    // pages that stay where they are opened (an empty cart's /cart/ goes home, sooner or later)
    for (const path of ['/restaurants/', '/치킨/', '/notice/', '/faq/', '/privacy/', '/policy/']) {
      await page.evaluate((p) => {
        window.location.hash = `#${p}`;
      }, path);
      await page.waitForURL(hashIs(`#${path}`));
    }
    const history = await page.evaluate(() => JSON.parse(sessionStorage.getItem('history') ?? '[]'));
    expect(history.map((p: string) => decodeURIComponent(p))).toEqual([
      '/치킨/',
      '/notice/',
      '/faq/',
      '/privacy/',
      '/policy/',
    ]);
    await context.close();
  });

  it('shows the spinner while a request is out and 800 ms after the last answer', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/notice/'));
    await page.waitForLoadState('networkidle');
    const spinner = page.getByRole('status').filter({ hasText: /^불러오는 중입니다$/ });
    await spinner.waitFor({ state: 'detached' });

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/popup/get/**', async (route: Route) => {
      await held;
      await route.continue();
    });
    const out = requestsOut(page);
    await page.evaluate(() => {
      window.location.hash = '#/faq/';
    });
    await spinner.waitFor();
    // The FAQ's own reads answer first, so the held call is the last one out and its answer
    // starts the linger: one answered on the paused clock after it would start a later linger.
    await expect.poll(() => out().filter((url) => !url.includes('/popup/get/'))).toEqual([]);
    // Time stands still from here: the linger is counted on the page's clock alone.
    await pauseClockSoon(page);
    release();
    await page.waitForResponse((r) => r.url().includes('/popup/get/'));
    await page.clock.runFor(700);
    await expect(spinner.isVisible()).resolves.toBe(true);
    await page.clock.runFor(150);
    await spinner.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
