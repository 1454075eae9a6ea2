// @module-tag browser
// A restaurant page opened again while its read is held (a reload, a return within its 10 minutes,
// domain/restaurant/held-read.ts): the menu shows at once, before the fresh read answers, and the
// fresh read then takes its place without a skeleton between, without opening a menu id's dialog a
// second time, and with its refusal when the restaurant has closed meanwhile; a fresh read that
// cannot reach the gateway leaves it shown.
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { menuRow, optionLabel } from './cart-steps.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';
import { confirmPopup, openAsCustomer } from './restaurant-helpers.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

/** Restaurant 1001's detail (`/api/v2/restaurants/1001?…`) and menu (`/api/v1/restaurants/1001/menu/`). */
const RESTAURANT_READS = /\/api\/v\d\/restaurants\/1001(\/menu\/)?(\?[^#]*)?$/;

/** Holds the restaurant's detail and menu reads until `release` is called; `asked` once both are out. */
async function holdRestaurantReads(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let out = 0;
  let bothOut: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    bothOut = resolve;
  });
  await page.route(RESTAURANT_READS, async (route: Route) => {
    if (++out === 2) bothOut();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** As a customer who has opened 1001, reloads `path` of it with the fresh reads held (both out). */
async function reopenHeld(page: Page, path: string) {
  await openAsCustomer(page, gateway, '/1001/');
  await menuRow(page, '후라이드치킨').waitFor();
  const reads = await holdRestaurantReads(page);
  await page.goto(appUrl(gateway, path));
  await page.reload();
  await reads.asked;
  return reads;
}

/** Releases the held reads and waits until the menu's answer has been drawn (the page's next frames). */
async function freshReadDrawn(page: Page, reads: { release: () => void }) {
  reads.release();
  await page.waitForResponse((r) => /\/restaurants\/1001\/menu\//.test(r.url()));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}

/** Sets `window.menuWasGone` if the menu list ever leaves the page from now on. */
const watchMenuList = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { menuWasGone: boolean };
    w.menuWasGone = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-menu-list]') === null) w.menuWasGone = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

const setPrice = (price: number) =>
  gateway.db.query(
    `UPDATE restaurants SET menu = jsonb_set(menu, '{0,items,0,price}', '${price}') WHERE id = 1001`,
  );

describe('a restaurant page opened again while its read is held', () => {
  it('shows the held menu on a reload before the fresh read answers, then the fresh one in its place', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openAsCustomer(page, gateway, '/1001/');
    const row = menuRow(page, '후라이드치킨');
    await expect.poll(() => row.textContent()).toContain('18,000원');
    try {
      await setPrice(18_800);
      const reads = await holdRestaurantReads(page);
      await page.reload();
      await reads.asked;
      // The fresh read is out and held: what shows is the read the store holds.
      await page.getByRole('heading', { level: 1, name: '역삼 황금치킨' }).waitFor();
      await expect.poll(() => row.textContent()).toContain('18,000원');
      await watchMenuList(page);
      reads.release();
      await expect.poll(() => row.textContent()).toContain('18,800원');
      expect(await page.evaluate(() => (window as unknown as { menuWasGone: boolean }).menuWasGone)).toBe(
        false,
      );
    } finally {
      await setPrice(18_000);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the held menu when the fresh read cannot reach the gateway: the popup says so, the menu stays (spec 001 §8)', async () => {
    const { page, context } = await newCustomer(browser);
    await openAsCustomer(page, gateway, '/1001/');
    const row = menuRow(page, '후라이드치킨');
    await row.waitFor();
    await page.route(RESTAURANT_READS, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await confirmPopup(page, '서비스에 문제가 발생했습니다.');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect(row.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: '다시 시도' }).count()).resolves.toBe(0);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/1001/');
    await context.close();
  });

  it("opens a menu id's dialog once: a choice made before the fresh read answers stays", async () => {
    const { page, context, errors } = await newCustomer(browser);
    const reads = await reopenHeld(page, '/1001/fried-chicken/');
    const dialog = page.getByRole('dialog', { name: '후라이드치킨', exact: true });
    await dialog.waitFor();
    await dialog.getByLabel(optionLabel('양념')).check();
    await freshReadDrawn(page, reads);
    // The dialog is the same one.
    await expect(dialog.getByLabel(optionLabel('양념')).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says once that a menu id is not served, not again when the fresh read comes (spec 000 §2)', async () => {
    const { page, context } = await newCustomer(browser);
    const reads = await reopenHeld(page, '/1001/no-such-menu/');
    const popup = page.getByRole('alertdialog');
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain('현재 서비스되지 않는 메뉴입니다.');
    await freshReadDrawn(page, reads);
    await expect(popup.count()).resolves.toBe(1);
    await popup.getByRole('button', { name: '확인' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(popup.count()).resolves.toBe(0);
    await context.close();
  });

  it('still refuses a restaurant that closed meanwhile: the fresh read’s popup, then the list (spec 000 §4)', async () => {
    const { page, context } = await newCustomer(browser);
    await openAsCustomer(page, gateway, '/1001/');
    await menuRow(page, '후라이드치킨').waitFor();
    try {
      await gateway.db.query(
        `UPDATE restaurants SET doc = jsonb_set(doc, '{open}', 'false') WHERE id = 1001`,
      );
      await page.reload();
      await confirmPopup(page, '현재 배달 서비스가 제공 되지않는 음식점입니다.');
      await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/restaurants/');
    } finally {
      await gateway.db.query(`UPDATE restaurants SET doc = jsonb_set(doc, '{open}', 'true') WHERE id = 1001`);
    }
    await context.close();
  });
});
