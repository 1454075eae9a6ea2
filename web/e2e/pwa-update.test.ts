// @module-tag browser
// A new build of the app while a customer has it open (web/pwa/): its worker waits, the page says
// "새 버전이 있습니다" with 새로고침, and reloads onto it only when tapped — never on checkout, where a
// reload would drop the customer out of the order. The gateway serves a copy of the build, whose
// sw.js the test changes as a deployment would.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import {
  axeViolations,
  closeContextsAfterEach,
  connectBrowser,
  newCustomer,
  shoot,
  startApp,
  WEB_ROOT,
} from './harness.ts';
import { controller, workerActivated } from './pwa-steps.ts';

let gateway: RunningGateway;
let browser: Browser;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'jumun-pwa-update-'));
  cpSync(WEB_ROOT, webRoot, { recursive: true });
  [gateway, browser] = await Promise.all([startApp({ webRoot }), connectBrowser()]);
}, 60_000);
closeContextsAfterEach();
afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The next build's worker: other bytes at the same address (and no stale compressed copies). */
function deployNextBuild(): void {
  const sw = join(webRoot, 'sw.js');
  writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// the next build\n`);
  rmSync(`${sw}.br`, { force: true });
  rmSync(`${sw}.gz`, { force: true });
}

const prompt = (page: Page) => page.getByRole('status').filter({ hasText: messages.APP_UPDATE_READY });
const cartBar = (page: Page) => page.getByRole('link', { name: /^주문표\(\d+\)/ });

/** Asks the browser to look for a new worker now, and waits until one is installed and waiting. */
async function newWorkerWaiting(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null))
    .toBe(true);
}

describe('a new build', () => {
  it('is offered with 새로고침 off checkout, never on it, and taken only when tapped', async () => {
    const { page, errors } = await newCustomer(browser, { serviceWorker: true });
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['양념']);
    await workerActivated(page);
    await page.reload();
    expect(await controller(page)).not.toBeNull();

    // on checkout when the next build arrives: no prompt, no reload
    await cartBar(page).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    deployNextBuild();
    await newWorkerWaiting(page);
    await page.waitForTimeout(500);
    expect(await prompt(page).count()).toBe(0);

    // off checkout it is offered; back on checkout it goes again
    await page.goBack();
    await page.waitForURL((url) => url.hash === '#/cart/');
    await prompt(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'pwa-update-prompt-phone');
    await page.goForward();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    await prompt(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // tapped: the page reloads onto the new build, the cart as it was
    await page.goBack();
    await prompt(page).getByRole('button', { name: messages.APP_UPDATE_RELOAD }).click();
    await page.waitForFunction(() => !('sameDocument' in window));
    await page.getByRole('heading', { name: '주문표', level: 1 }).waitFor();
    await page.getByRole('main').getByText('맛: 양념').waitFor();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    expect(await controller(page)).toBe(`${gateway.url}/sw.js`);
    expect(await prompt(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
