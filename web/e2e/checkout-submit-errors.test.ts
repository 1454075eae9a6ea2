// @module-tag browser
// What the pay button answers when the order submit fails (spec 000 §4 "Submit outcome", §8
// "General", "Cart submit errors", §5 "Blocked user"): HTTP 500 and status 0 keep the cart and a retry
// succeeds; no order number; the expired token; the error_stock popup; a blocked customer.
import bcrypt from 'bcryptjs';
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockEntry } from '../../adapters/blocklist/bcrypt-blocklist.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { detailField, orderCount, payButton, thankYouOrderNumber, verifyPhone } from './checkout-steps.ts';
import { axeViolations, newCustomer, startForFile } from './harness.ts';
import { readyToPayFromNode } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const ORDER_SUBMIT = /\/order\/cart\/submit\/food\//;
const SERVICE_PROBLEM = '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.';

/** A guest at checkout with everything filled in, paying cash. */
const readyToPay = (page: Page, phone: string) =>
  readyToPayFromNode(page, gateway, { phone, payment: 'cash' });

/** The first order submit answered by `first`; later ones go to the gateway. */
async function failFirstSubmit(page: Page, first: (route: Route) => Promise<void>) {
  let calls = 0;
  await page.route(ORDER_SUBMIT, (route) => (++calls === 1 ? first(route) : route.continue()));
}

async function expectPopup(page: Page, text: string) {
  const popup = page.getByRole('alertdialog');
  await expect(popup.textContent()).resolves.toContain(text);
  expect(await axeViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: '확인' }).click();
  await popup.waitFor({ state: 'detached' });
}

/**
 * The service-problem text in a banner with 다시 시도 (no popup, no field marked: the form was not
 * wrong); answers its 다시 시도 button.
 */
async function expectServiceBanner(page: Page) {
  const banner = page.getByRole('alert').filter({ hasText: SERVICE_PROBLEM });
  const retry = banner.getByRole('button', { name: '다시 시도' });
  await retry.waitFor();
  await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
  await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  return retry;
}

describe('order submit failures', () => {
  it('HTTP 500: the service-problem text in a banner, the cart and form kept, and 다시 시도 places the order', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055553001');
    await failFirstSubmit(page, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const before = await orderCount(gateway);
    await payButton(page).click();
    const retry = await expectServiceBanner(page);
    expect(await orderCount(gateway)).toBe(before);
    await expect(page.getByRole('main').getByText('후라이드치킨').isVisible()).resolves.toBe(true);
    await expect(detailField(page).inputValue()).resolves.toBe('역삼빌딩 5층');
    await retry.click();
    await thankYouOrderNumber(page);
    expect(await orderCount(gateway)).toBe(before + 1);
    await context.close();
  });

  it('status 0 (no answer): the same text, and a retry places the order', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055553002');
    await failFirstSubmit(page, (route) => route.abort('connectionrefused'));
    await payButton(page).click();
    await expectServiceBanner(page);
    // the pay button pays again as well
    await payButton(page).click();
    await thankYouOrderNumber(page);
    await context.close();
  });

  it('no order number: the not-processed text', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055553003');
    await failFirstSubmit(page, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          order_number: null,
          payment_url: null,
          payment_amount: 21_000,
          payment_method: 'cash',
          discounts: { coupon: 0 },
          restaurant: { id: 1001, name: '역삼 황금치킨' },
          total_order_amount: 18_000,
        }),
      }),
    );
    await payButton(page).click();
    await expectPopup(page, '주문을 처리하지 못했습니다. 다시 시도해주세요.');
    await context.close();
  });

  it("a guest's expired token: a new customer, the phone proven again, never the log-in-again text", async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055553004');
    await failFirstSubmit(page, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error_code: 'unauthorized', error_message: 'expired or malformed token' }),
      }),
    );
    await payButton(page).click();
    await page.getByText('휴대 전화 번호를 인증해 주세요.').first().waitFor();
    await expect(page.getByText('인증이 만료 되었습니다. 재로그인 후 주문해주세요.').count()).resolves.toBe(
      0,
    );
    await verifyPhone(page, gateway, '01055553004');
    await payButton(page).click();
    await thankYouOrderNumber(page);
    await context.close();
  });

  it('error_stock: a popup listing what is short', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055553005');
    await failFirstSubmit(page, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [['error_stock', '주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.']],
          stock_info: [{ vendor_product_id: 1001001, name: '후라이드치킨', stock_amount: 0, quantity: 1 }],
        }),
      }),
    );
    await payButton(page).click();
    const popup = page.getByRole('alertdialog', { name: '재고가 부족합니다' });
    await expect(popup.textContent()).resolves.toContain(
      '주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.',
    );
    await expect(popup.getByText('품절 (주문 1개)').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: '확인' }).click();
    await context.close();
  });

  it('a blocked customer reads the page-load-problem text and places no order', async () => {
    const { page, context } = await newCustomer(browser);
    const phone = '01055553006';
    await readyToPay(page, phone);
    const customerId = await page.evaluate(() => {
      for (const value of Object.values(sessionStorage)) {
        const found = /"CustomerIdentified","data":\{"customerId":"([^"]+)"/.exec(value);
        if (found) return found[1];
      }
      return '';
    });
    const entry = blockEntry(customerId ?? '', phone);
    if (entry === null) throw new Error('no customer id stored');
    const hash = await bcrypt.hash(entry, 4);
    await page.route(/\/api\/v1\/service_info\/$/, async (route) => {
      const response = await route.fetch();
      const info = (await response.json()) as { blocked_customers?: string[] };
      await route.fulfill({
        response,
        json: { ...info, blocked_customers: [...(info.blocked_customers ?? []), hash] },
      });
    });
    const before = await orderCount(gateway);
    await payButton(page).click();
    await expectPopup(page, '페이지를 불러오는 데 문제가 발생했습니다. 잠시 후 다시 시도해주세요.');
    expect(await orderCount(gateway)).toBe(before);
    await context.close();
  });
});
