// @module-tag browser
// The whole app in English (issue "English"): a customer whose browser prefers English walks every
// screen and every dialog a customer can open, at phone size, and each is axe clean and shows no
// Hangul but data: the seed's names and texts (web/e2e/hangul.ts), the brand, the 한국어 choice of
// the language switch, and what the test typed. A screen added without its English fails here.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { menuRow, optionLabel } from './cart-steps.ts';
import { hangulOutsideData } from './hangul.ts';
import { appUrl, axeViolations, newCustomer, startForFile } from './harness.ts';
import { deviceWithOrders, FRIED_AND_CHEESE_BALLS } from './history-steps.ts';
import { becomeCustomer } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const ADDRESS = '서울 강남구 테헤란로 152';
const STAFF_QUERY = `lat=37.498168&lng=127.02761&zipcode=06236&address=${encodeURIComponent(ADDRESS)}`;
/** What the walks type or store that is no seed data: the address, its detail. */
const TYPED = [ADDRESS, '서울 강남구 역삼동', '역삼빌딩 5층', '역삼동'];

/** The screen has drawn: its main region, and no loading placeholder left in it. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor();
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
  // a read that answers a moment later (banners, reviews) draws before the look
  await page.waitForTimeout(300);
}

/** One look at what the customer sees now: named, so a failure says where. */
async function look(page: Page, where: string): Promise<void> {
  await settled(page);
  expect(await hangulOutsideData(page, TYPED), `Hangul outside data on ${where}`).toEqual([]);
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(appUrl(gateway, path));
  await look(page, path);
}

describe('every screen in English, at phone size', () => {
  it('home, the language menu, the lists, the content pages and a page that does not exist', {
    timeout: 180_000,
  }, async () => {
    const { page, context } = await newCustomer(browser, { language: 'en' });
    await visit(page, '/');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');

    const globe = page.getByRole('banner').getByRole('button', { name: /^Language/ });
    await globe.click();
    await page.getByRole('banner').getByRole('group', { name: 'Language' }).waitFor();
    await look(page, 'the language menu');
    await page.keyboard.press('Escape');

    await visit(page, '/location/');
    for (const path of [
      `/1001/?${STAFF_QUERY}`,
      '/',
      '/치킨/',
      '/서울/06236/',
      '/restaurants/',
      '/notice/',
      '/faq/',
      '/policy/',
      '/privacy/',
      '/point_policy/',
      '/contact/',
      '/locterms/',
      '/event/1/',
      '/partner/1001/',
      '/no/such/page/here/',
    ])
      await visit(page, path);
    await context.close();
  });

  it('a restaurant with its tabs, the option dialog and its refusal, the cart, and checkout', {
    timeout: 180_000,
  }, async () => {
    const { page, context } = await newCustomer(browser, { language: 'en' });
    await visit(page, `/1001/?${STAFF_QUERY}`);
    const tabs = page.getByRole('tab');
    for (const name of [/^Reviews/, /^Info/]) {
      await tabs.filter({ hasText: name }).click();
      await look(page, `restaurant 1001's ${String(name)} tab`);
    }
    await tabs.filter({ hasText: /^Menu/ }).click();

    await menuRow(page, '후라이드치킨').click();
    const dialog = page.getByRole('dialog', { name: '후라이드치킨', exact: true });
    await dialog.waitFor();
    await look(page, 'the option dialog');
    await dialog.getByLabel(optionLabel('후라이드')).check();
    await dialog.getByRole('button', { name: /^Add to cart/ }).click();
    await dialog.waitFor({ state: 'detached' });

    await visit(page, '/cart/');
    await visit(page, '/checkout/');
    await page.getByRole('main').getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    // a refused pay: each field says what it needs, in English
    await page.getByRole('button', { name: /^Pay ₩/ }).click();
    await page.getByRole('main').getByRole('alert').first().waitFor();
    await look(page, 'checkout with its refusals');
    await context.close();
  });

  it('the thank-you page, an order page, 주문내역 and the reorder question', {
    timeout: 180_000,
  }, async () => {
    const device = await deviceWithOrders(gateway, '01077009001', [{ picks: FRIED_AND_CHEESE_BALLS }]);
    const [order = ''] = device.orderNumbers;
    const { page, context } = await newCustomer(browser, { language: 'en' });
    await becomeCustomer(page, gateway, device);
    await page.goto(appUrl(gateway, `/checkout/thankyou!!/?order_number=${order}`));
    const poll = page.getByRole('dialog');
    await poll.getByRole('radio').first().waitFor();
    const choices = await poll.locator('label').allInnerTexts();
    await settled(page);
    // the poll's choices are the gateway's content
    expect(await hangulOutsideData(page, [...TYPED, ...choices])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await poll.getByRole('button', { name: 'Close' }).click();
    await look(page, 'the thank-you page');

    await visit(page, `/orders/${order}/`);
    await visit(page, '/orders/');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Reorder/ })
      .first()
      .click();
    await look(page, 'the reorder question');
    await context.close();
  });

  it('the account screens and the popup of a page that needs a login', { timeout: 120_000 }, async () => {
    const { page, context } = await newCustomer(browser, { language: 'en' });
    for (const path of ['/login/', '/join/', '/idinquiry/', '/pwinquiry/']) await visit(page, path);
    await page.goto(appUrl(gateway, '/withdraw/'));
    await page.getByRole('alertdialog').waitFor();
    await look(page, "withdrawal's login popup");
    await context.close();
  });
});
