// @module-tag browser
// What reaches the information pages and what leads back (UI guide "Every page has a way out and a
// way to the rest"): the footer under every screen (공지사항, 자주 묻는 질문, 이용약관,
// 개인정보처리방침, 고객센터, the company line), clear of the phone's sticky cart and pay bars once
// the page is scrolled to its end; the header's back link on the cart (to the menu), checkout (to
// the cart) and the information pages (to where the customer came from).
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import { toCheckout } from './checkout-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const footer = (page: Page) => page.getByRole('contentinfo');

/**
 * Scrolls to the end of the page; how far the footer's last line ends above `bar`'s top (≥ 0: clear).
 * Polled: the page may still be growing (a price row, the bar's own note) when first scrolled.
 */
async function footerClearance(page: Page, bar: Locator): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
  const footerEnd = await footer(page)
    .locator('p')
    .last()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  return Math.round(barTop - footerEnd);
}

describe('the footer', () => {
  it('links every screen to the information pages, and each of them has a way back', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    const links = footer(page).getByRole('navigation', { name: '서비스 정보' });
    for (const name of ['공지사항', '자주 묻는 질문', '이용약관', '개인정보처리방침'])
      await expect(links.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    await expect(footer(page).getByRole('link', { name: '고객센터' }).isVisible()).resolves.toBe(true);
    await expect(footer(page).textContent()).resolves.toContain('사업자등록번호');

    for (const [name, heading, hash] of [
      ['공지사항', '공지사항', '#/notice/'],
      ['자주 묻는 질문', '자주 묻는 질문', '#/faq/'],
      ['이용약관', '이용약관', '#/policy/'],
      ['개인정보처리방침', '개인정보처리방침', '#/privacy/'],
    ] as const) {
      await links.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.hash === hash);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'attached' });
      // the header's way back goes where the customer came from: the restaurant page
      await page.getByRole('banner').getByRole('link', { name: '뒤로' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/1001/'));
      await page.getByRole('heading', { level: 1, name: '역삼 황금치킨' }).waitFor();
    }
    await footer(page).getByRole('link', { name: '고객센터' }).click();
    await page.getByRole('heading', { level: 1, name: '고객센터' }).waitFor();
    await shoot(page, 'footer-contact-phone', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends clear of the cart bar on the restaurant page, of the 주문하기 bar in the cart and of the pay bar', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['후라이드']);
    const cartBar = page.getByRole('link', { name: /^주문표\(1\)/ });
    await expect.poll(() => footerClearance(page, cartBar)).toBeGreaterThanOrEqual(0);
    await shoot(page, 'footer-restaurant-phone');

    await cartBar.click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    const orderButton = page.getByRole('main').getByRole('button', { name: '주문하기' });
    await expect.poll(() => footerClearance(page, orderButton.locator('..'))).toBeGreaterThanOrEqual(0);
    await shoot(page, 'footer-cart-phone');

    await orderButton.click();
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    const payBar = page.getByRole('button', { name: /원 결제하기$/ }).locator('..');
    await expect.poll(() => footerClearance(page, payBar)).toBeGreaterThanOrEqual(0);
    await shoot(page, 'footer-checkout-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is under the content at 1280×800 too', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await toCheckout(page, gateway);
    const main = await page.getByRole('main').boundingBox();
    const foot = await footer(page).boundingBox();
    expect(foot !== null && main !== null && foot.y >= main.y + main.height).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shoot(page, 'footer-checkout-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the way back', () => {
  it('takes the cart back to the menu and checkout back to the cart (phone)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: '주문표로 돌아가기' }).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    await page.getByRole('heading', { level: 1, name: '주문표' }).waitFor();
    await header.getByRole('link', { name: '메뉴로 돌아가기' }).click();
    await page.waitForURL((url) => url.hash === '#/1001/');
    await page.getByRole('heading', { level: 1, name: '역삼 황금치킨' }).waitFor();
    // the restaurant page is no sub-page: no way back there
    await expect(header.getByRole('link', { name: /돌아가기|뒤로/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes an information page opened directly home', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/faq/'));
    await page.getByRole('heading', { level: 1, name: '자주 묻는 질문' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: '뒤로' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
