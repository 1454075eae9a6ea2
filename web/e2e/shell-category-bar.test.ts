// @module-tag browser
// The category block of the lists (spec 001 §2, §9): one sideways row below 992 px, every category
// on one row from 992 px, and fixed under the header after 178 px of scroll.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const bar = (page: Page) => page.getByRole('navigation', { name: '음식 분류' });
const hashIs = (hash: string) => (url: URL) => decodeURIComponent(url.hash) === hash;

/** The 역삼동 list of every restaurant: long enough to scroll. */
async function openList(page: Page) {
  await page.goto(appUrl(gateway, '/'));
  await page.getByRole('searchbox', { name: '배달 받을 주소' }).fill('역삼동');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: '검색 결과 1건' }).waitFor();
  await page
    .getByRole('region', { name: /검색 결과/ })
    .getByRole('button')
    .click();
  await page.waitForURL(hashIs('#/서울/06236/'));
  await bar(page).waitFor();
  await page.waitForLoadState('networkidle');
}

/** How many rows the categories take. */
const rows = (page: Page) =>
  bar(page).evaluate((el) => new Set([...el.querySelectorAll('li')].map((li) => li.offsetTop)).size);
const overflows = (page: Page) => bar(page).evaluate((el) => el.scrollWidth > el.clientWidth + 1);

describe('the category block', () => {
  it('is one sideways row on a phone and becomes fixed under the header after 178 px of scroll', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openList(page);
    await expect(overflows(page)).resolves.toBe(true);
    expect(await bar(page).getAttribute('data-fixed')).toBeNull();
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    };
    await scrollTo(177);
    await expect.poll(() => bar(page).getAttribute('data-fixed')).toBeNull();
    await scrollTo(178);
    await expect.poll(() => bar(page).getAttribute('data-fixed')).toBe('true');
    const header = await page.getByRole('banner').boundingBox();
    const fixedBar = await bar(page).boundingBox();
    // Right under the header (its 1 px bottom line may sit under the bar's edge).
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    expect(Math.abs((fixedBar?.y ?? -100) - headerBottom)).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'category-bar-fixed-phone');
    await scrollTo(0);
    await expect.poll(() => bar(page).getAttribute('data-fixed')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every category on one row at 992 px and wider (no 편의점 alone on a second row), and collapses below', async () => {
    const { page, context } = await newCustomer(browser, { desktop: true });
    await openList(page);
    await expect(overflows(page)).resolves.toBe(false);
    await expect(rows(page)).resolves.toBe(1);
    await shoot(page, 'category-bar-desktop');
    await page.setViewportSize({ width: 991, height: 800 });
    await expect.poll(() => overflows(page)).toBe(true);
    await page.setViewportSize({ width: 992, height: 800 });
    await expect.poll(() => overflows(page)).toBe(false);
    await expect(rows(page)).resolves.toBe(1);
    await context.close();
  });

  it('searches by keyword with the placeholder of each screen (spec 001 §2)', async () => {
    const { page, context } = await newCustomer(browser);
    await openList(page);
    const listBox = page.getByRole('main').getByRole('searchbox');
    await expect(listBox.getAttribute('placeholder')).resolves.toBe('음식점이나 메뉴 검색');
    await openRestaurant(page, gateway, 1001);
    const menuBox = page.getByRole('searchbox', { name: '메뉴 검색' });
    await expect(menuBox.getAttribute('placeholder')).resolves.toBe('메뉴 검색');
    await context.close();
  });
});
