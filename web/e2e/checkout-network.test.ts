// @module-tag browser
// The checkout's calls with the gateway out of reach (spec 000 §8 "General": status 0 or ≥ 500
// shows '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.'; UI guide "Errors a customer can
// see"): a banner with 다시 시도, never a field marked invalid, since what the customer typed was not
// wrong; 다시 시도 runs the failed action again and, the network back, it goes through. The calls
// are cut in the browser (the request aborted, as a dropped connection), the app's own files not.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import {
  codeField,
  countdownStarted,
  orderCount,
  payButton,
  phoneField,
  smsCode,
  thankYouOrderNumber,
  toCheckout,
} from './checkout-steps.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { readyToPayFromNode } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const SERVICE = '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.';
const SMS_CALLS = /\/vericode\/isveriphone\/|\/v2\/send-phone-certification-code$/;
const SMS_CHECK = /\/vericode\/checkvericode\//;
const REFRESH = /\/cart\/v3\/food\/customers\/[^/]+\/restaurants\/\d+\/vd\/refresh\/$/;
const METHODS = /\/v2\/checkout-methods(\?|$)/;
const ORDER_SUBMIT = /\/order\/cart\/submit\/food\//;

/** Calls to `pattern` fail as a dropped connection does, until `restore`. */
async function cut(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const abort = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
  await page.route(pattern, abort);
  return () => page.unroute(pattern, abort);
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: SERVICE });
const retry = (page: Page) => banner(page).getByRole('button', { name: '다시 시도' });
const invalidFields = (page: Page) => page.locator('[aria-invalid="true"]').count();

describe('the checkout with the gateway out of reach', () => {
  it('asks for the SMS code again by 다시 시도, the phone field never marked, and checks the code the same way', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    const restore = await cut(page, SMS_CALLS);
    await phoneField(page).fill('01055558001');
    await page.getByRole('button', { name: '인증번호 요청' }).click();
    await retry(page).waitFor();
    await expect(invalidFields(page)).resolves.toBe(0);
    await expect(page.getByText('잠시 기다렸다 다시 재요청해주세요.').count()).resolves.toBe(0);
    await shoot(page, 'checkout-network-sms-phone');
    expect(await axeViolations(page)).toEqual([]);

    // still down: 다시 시도 tries again and says so again
    await retry(page).click();
    await retry(page).waitFor();
    await restore();
    await retry(page).click();
    await countdownStarted(page);
    await expect(banner(page).count()).resolves.toBe(0);

    const restoreCheck = await cut(page, SMS_CHECK);
    await codeField(page).fill(await smsCode(gateway, '01055558001'));
    await retry(page).waitFor();
    await expect(invalidFields(page)).resolves.toBe(0);
    await restoreCheck();
    await retry(page).click();
    await page.getByText('인증완료').waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    // the aborted calls are the only failures the page logged
    expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });

  it('chooses the payment method again by 다시 시도 when the refresh could not reach the gateway', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    const restore = await cut(page, REFRESH);
    const cash = page.getByRole('radio', { name: '만나서 현금결제' });
    await cash.click(); // the choice does not hold without its refresh
    await retry(page).waitFor();
    await expect(invalidFields(page)).resolves.toBe(0);
    await expect(page.getByText('결제 수단을 바꾸는 과정에서 문제가 발생 했습니다.').count()).resolves.toBe(
      0,
    );
    await expect.poll(() => cash.isChecked()).toBe(false);
    await shoot(page, 'checkout-network-payment-phone');
    await restore();
    const refreshed = page.waitForRequest(REFRESH);
    await retry(page).click();
    await refreshed;
    await expect.poll(() => cash.isChecked()).toBe(true);
    await expect(banner(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('offers the online methods again by 다시 시도 when they could not be read', async () => {
    const { page, context } = await newCustomer(browser);
    const restore = await cut(page, METHODS);
    await toCheckout(page, gateway);
    await retry(page).waitFor();
    await expect(page.getByRole('radio', { name: '신용/체크카드' }).count()).resolves.toBe(0);
    await expect(page.getByRole('radio', { name: '만나서 현금결제' }).isVisible()).resolves.toBe(true);
    await restore();
    await retry(page).click();
    await page.getByRole('radio', { name: '신용/체크카드' }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('pays again by 다시 시도 when the order could not be sent, and the order goes through once', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPayFromNode(page, gateway, { phone: '01055558002', payment: 'cash' });
    const restore = await cut(page, ORDER_SUBMIT);
    await payButton(page).click();
    await retry(page).waitFor();
    await expect(invalidFields(page)).resolves.toBe(0);
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await shoot(page, 'checkout-network-pay-phone');
    await restore();
    await retry(page).click();
    await thankYouOrderNumber(page);
    await expect(orderCount(gateway)).resolves.toBe(1);
    await context.close();
  });
});
