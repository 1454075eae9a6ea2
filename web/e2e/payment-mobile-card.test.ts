// @module-tag browser
// The mobile-card provider from the checkout screen (spec 000 §4 "opens a popup, then posts a form to
// the next-step route"; §8 "Mobile-card payment"): 스마일페이 is the mobile card; its popup's buttons
// post to /smilepay/next/{orderId}/; result codes 0000 and 535 go on to the thank-you page, a failure
// or the customer's cancel back to checkout with its text; closing the popup is the customer's
// cancel. Back at checkout the order can be paid again.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { payButton, thankYouOrderNumber } from './checkout-steps.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { closeReturnPopup, readyToPay } from './payment-steps.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

let phones = 0;

/** Pays with the mobile card: the provider popup opens, and the page says the payment goes on there. */
async function openPopup(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), payButton(page).click()]);
  await popup.waitForURL((url) => url.pathname === '/sandbox/smilepay/popup');
  await popup.getByRole('button', { name: '결제 승인', exact: true }).waitFor();
  await page.getByRole('alertdialog', { name: '결제 진행 중' }).waitFor();
  return popup;
}

async function atCheckout(page: Page): Promise<Page> {
  phones += 1;
  await readyToPay(page, gateway, `0103400${String(phones).padStart(4, '0')}`, '스마일페이');
  return openPopup(page);
}

describe('paying with the mobile card, from checkout', () => {
  it('0000: the popup closes and the page goes on to the thank-you page', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const popup = await atCheckout(page);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'payment-mobile-card-waiting-phone');
    await shoot(popup, 'payment-mobile-card-popup');
    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: '결제 승인', exact: true }).click(),
    ]);
    await thankYouOrderNumber(page);
    await page.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByText('스마일페이', { exact: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('535 counts as success too', async () => {
    const { page, context } = await newCustomer(browser);
    const popup = await atCheckout(page);
    await popup.getByRole('button', { name: '결제 승인 · 결과코드 535' }).click();
    await thankYouOrderNumber(page);
    await page.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await context.close();
  });

  for (const [button, code] of [
    ['결제 거절 (실패)', 'PAYMENT_FAILED'],
    ['결제 취소', 'PAYMENT_CANCELLED'],
  ] as const) {
    it(`${button} comes back to checkout with '${messages[code]}', and paying again goes through`, async () => {
      const { page, context, errors } = await newCustomer(browser);
      const popup = await atCheckout(page);
      await popup.getByRole('button', { name: button }).click();
      await closeReturnPopup(page, messages[code]);
      const again = await openPopup(page);
      await again.getByRole('button', { name: '결제 승인', exact: true }).click();
      await thankYouOrderNumber(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("closing the popup is the customer's cancel, and paying again goes through", async () => {
    const { page, context, errors } = await newCustomer(browser);
    const popup = await atCheckout(page);
    await popup.close();
    const alert = page.getByRole('alertdialog').filter({ hasText: messages.PAYMENT_CANCELLED });
    await alert.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await closeReturnPopup(page, messages.PAYMENT_CANCELLED);
    const again = await openPopup(page);
    await again.getByRole('button', { name: '결제 승인', exact: true }).click();
    await thankYouOrderNumber(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
