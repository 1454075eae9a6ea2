// @module-tag browser
// 결제수단 at checkout (spec 000 §4 "Payment defaults", "Coupon", "Submit outcome"): the payment
// host's methods and the restaurant's on-site ones, none preselected for a guest, a change of kind
// refreshing the server cart and its failure text, and a card order through the sandbox PG
// (approve to the thank-you route; cancel back to checkout with the text and the cart intact).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { detailField, payButton, thankYouOrderNumber, toCheckout, verifyPhone } from './checkout-steps.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const REFRESH = /\/cart\/v3\/food\/customers\/[^/]+\/restaurants\/\d+\/vd\/refresh\/$/;
const radios = (page: Page) => page.getByRole('group', { name: '결제수단' }).getByRole('radio');

async function radioNames(page: Page): Promise<string[]> {
  const all = await radios(page).all();
  return Promise.all(
    all.map(async (r) => (await r.evaluate((el) => el.parentElement?.textContent ?? '')).trim()),
  );
}

describe('결제수단', () => {
  it('lists the host methods and the on-site ones, with nothing chosen for a guest', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway); // 1001: online, creditcard, cash
    await expect.poll(() => radios(page).count()).toBe(8);
    expect(await radioNames(page)).toEqual([
      '신용/체크카드',
      '휴대폰 결제',
      '네이버페이',
      '스마일페이',
      '카카오페이',
      '차이페이',
      '만나서 카드결제',
      '만나서 현금결제',
    ]);
    for (const radio of await radios(page).all()) await expect(radio.isChecked()).resolves.toBe(false);
    await context.close();
  });

  it('leaves cash out where the restaurant excludes it (except_cash)', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway, 1022, [['꿔바로우 (소)', []]]);
    await expect.poll(() => radioNames(page)).toContain('만나서 카드결제');
    expect(await radioNames(page)).not.toContain('만나서 현금결제');
    await context.close();
  });

  it('refreshes the server cart when the kind changes, and says so when that fails', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    const refreshed = page.waitForRequest(REFRESH);
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await refreshed; // online (the entry's assumption) → offline
    // the server refuses the refresh: the switch's own text, beside the methods
    await page.route(REFRESH, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('radio', { name: '신용/체크카드' }).click();
    const group = page.getByRole('group', { name: '결제수단' });
    await group.getByText('결제 수단을 바꾸는 과정에서 문제가 발생 했습니다.').waitFor();
    await expect.poll(() => page.getByRole('radio', { name: '만나서 현금결제' }).isChecked()).toBe(true);
    // the server down (500): the service-problem text in a banner with 다시 시도, the methods not
    // marked, since the choice was not wrong (spec 000 §8 "General")
    await page.unrouteAll();
    await page.route(REFRESH, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('radio', { name: '신용/체크카드' }).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.' });
    await banner.getByRole('button', { name: '다시 시도' }).waitFor();
    await expect(group.getAttribute('aria-invalid')).resolves.toBe('false');
    await expect(page.getByText('결제 수단을 바꾸는 과정에서 문제가 발생 했습니다.').count()).resolves.toBe(
      0,
    );
    await expect.poll(() => page.getByRole('radio', { name: '만나서 현금결제' }).isChecked()).toBe(true);
    await context.close();
  });

  it('pays by card through the sandbox PG: cancel comes back to checkout with the text and the cart, and paying again goes through', {
    timeout: 60_000,
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await detailField(page).fill('101호');
    await verifyPhone(page, gateway, '01055556001');
    await page.getByRole('radio', { name: '신용/체크카드' }).check();
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pg/'));
    await page.getByRole('button', { name: '결제 취소' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/checkout/'));
    const popup = page.getByRole('alertdialog');
    await expect(popup.textContent()).resolves.toContain('결제를 취소하셨습니다.');
    await popup.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('main').getByText('후라이드치킨').isVisible()).resolves.toBe(true);
    await shoot(page, 'checkout-after-pg-cancel-phone');
    // …and pays again: the checkout starts over with a fresh server cart (one order per cart), the
    // typed address kept; this time the payment is approved
    await expect(detailField(page).inputValue()).resolves.toBe('101호');
    // the phone stays verified and the card chosen: one tap pays again
    await expect(page.getByRole('radio', { name: '신용/체크카드' }).isChecked()).resolves.toBe(true);
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pg/'));
    await page.getByRole('button', { name: '결제 승인' }).click();
    const orderNumber = await thankYouOrderNumber(page);
    const rows = await gateway.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE order_number = $1',
      [orderNumber],
    );
    expect(rows[0]?.status).toBe('paid');
    // the sandbox PG page (not the app) has no favicon: the browser's own request for one 404s there
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});

describe('checkout on a desktop', () => {
  it('puts the order summary and the pay button in a column on the right at 1280×800', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await toCheckout(page, gateway);
    const summary = page.getByRole('heading', { name: '주문내역' });
    const box = await summary.boundingBox();
    expect(box?.x).toBeGreaterThan(640);
    await expect(payButton(page).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'checkout-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
