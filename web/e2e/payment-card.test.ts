// @module-tag browser
// The card PG from the checkout screen (spec 000 §4 "payment_url present: redirect there"): the pay
// button hands the order to the sandbox PG page; approve returns to the thank-you page, a decline to
// checkout with its text and the cart and form as they were, where one tap pays again. (The cancel
// is checkout-payment.test.ts's.)
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { detailField, payButton, thankYouOrderNumber } from './checkout-steps.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { closeReturnPopup, readyToPay } from './payment-steps.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const orderStatus = async (orderNumber: string) =>
  (
    await gateway.db.query<{ status: string }>('SELECT status FROM orders WHERE order_number = $1', [
      orderNumber,
    ])
  )[0]?.status;

describe('paying by card through the PG, from checkout', () => {
  it('approve returns to the thank-you page with the paid order', { tags: ['smoke'] }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await readyToPay(page, gateway, '01032000001', '신용/체크카드');
    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    await shoot(page, 'payment-pg-phone');
    await page.getByRole('button', { name: '결제 승인' }).click();
    const orderNumber = await thankYouOrderNumber(page);
    await page.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByText('신용카드', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await orderStatus(orderNumber)).toBe('paid');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a decline comes back to checkout with its text, the cart and form kept, and paying again goes through', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await readyToPay(page, gateway, '01032000002', '신용/체크카드');
    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    const declined = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: '결제 거절 (실패)' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await closeReturnPopup(page, messages.PAYMENT_FAILED);
    expect(await orderStatus(String(declined))).not.toBe('paid');
    await expect(page.getByRole('main').getByText('후라이드치킨').isVisible()).resolves.toBe(true);
    await expect(detailField(page).inputValue()).resolves.toBe('역삼빌딩 5층');
    await expect(page.getByText('인증완료').isVisible()).resolves.toBe(true);
    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: '결제 승인' }).click();
    const orderNumber = await thankYouOrderNumber(page);
    expect(orderNumber).not.toBe(String(declined));
    expect(await orderStatus(orderNumber)).toBe('paid');
    expect(errors).toEqual([]);
    await context.close();
  });
});
