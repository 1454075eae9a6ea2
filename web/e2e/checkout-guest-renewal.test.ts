// @module-tag browser
// A guest whose token the gateway no longer knows (it restarted on its in-memory data, so every
// session is gone; an expired anonymous token ends the same way) still finishes the order: the app
// gets a new anonymous customer and sends the cart again by itself, keeping what the customer
// entered, and never tells a guest who never logged in to log in again.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import {
  detailField,
  orderCount,
  payButton,
  phoneField,
  thankYouOrderNumber,
  toCheckout,
  verifyPhone,
} from './checkout-steps.ts';
import { closeContextsAfterEach, connectBrowser, newCustomer, startApp } from './harness.ts';

const RELOGIN = '인증이 만료 되었습니다. 재로그인 후 주문해주세요.';

/** The console's errors but the browser's own line for the one call the old token had refused. */
const unexpected = (errors: readonly string[]) =>
  errors.filter((e) => !e.includes('the server responded with a status of 401'));

let browser: Browser;
const running: RunningGateway[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});
// after-each hooks run last-registered first: the customers' pages close before their gateways
afterEach(() => Promise.all(running.splice(0).map((g) => g.close())));
closeContextsAfterEach();
afterAll(() => browser.close());

/** A gateway of its own for the test, and the same address after a restart (fresh data). */
async function gatewayAt(port = 0): Promise<RunningGateway> {
  const gateway = await startApp({ port });
  running.push(gateway);
  return gateway;
}

async function restart(gateway: RunningGateway): Promise<RunningGateway> {
  const port = Number(new URL(gateway.url).port);
  running.splice(running.indexOf(gateway), 1);
  await gateway.close();
  return gatewayAt(port);
}

describe('a guest whose token the gateway no longer knows', () => {
  // two gateways started and the phone verified twice: more than one browser test's usual budget
  it('pays after the gateway restarted mid-checkout: the phone proven again, the rest kept', {
    timeout: 120_000,
  }, async () => {
    const first = await gatewayAt();
    const { page, errors } = await newCustomer(browser);
    await toCheckout(page, first);
    await detailField(page).fill('101호');
    await page.getByRole('textbox', { name: '요청사항' }).fill('문 앞에 놓아주세요');
    await verifyPhone(page, first, '01055550071');
    await page.getByRole('radio', { name: '만나서 카드결제' }).check();

    const second = await restart(first);
    await payButton(page).click();
    // the new customer has not proven the phone: the server forgot the old one's proof
    await page.getByText('휴대 전화 번호를 인증해 주세요.').first().waitFor();
    await expect(phoneField(page).inputValue()).resolves.toBe('010-5555-0071');
    await expect(detailField(page).inputValue()).resolves.toBe('101호');
    await expect(page.getByRole('radio', { name: '만나서 카드결제' }).isChecked()).resolves.toBe(true);
    await verifyPhone(page, second, '01055550071');
    await payButton(page).click();
    await thankYouOrderNumber(page);
    expect(await orderCount(second)).toBe(1);
    const [order] = await second.db.query<{ doc: unknown }>('SELECT doc FROM orders');
    expect(JSON.stringify(order?.doc)).toContain('문 앞에 놓아주세요');
    await expect(page.getByText(RELOGIN).count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('switches the payment method after the restart and after a reload, with no re-login text', async () => {
    const first = await gatewayAt();
    const { page, errors } = await newCustomer(browser);
    await toCheckout(page, first);
    await detailField(page).fill('101호');
    const second = await restart(first);
    await page.reload();
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await expect(page.getByRole('radio', { name: '만나서 현금결제' }).isChecked()).resolves.toBe(true);
    await expect(detailField(page).inputValue()).resolves.toBe('101호');
    await verifyPhone(page, second, '01055550072');
    await payButton(page).click();
    await thankYouOrderNumber(page);
    expect(await orderCount(second)).toBe(1);
    await expect(page.getByText(RELOGIN).count()).resolves.toBe(0);
    await expect(phoneField(page).count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});
