// The mobile-card provider after SubmitOrder (spec 000 §4 "opens a popup, then posts a form to the
// next-step route"; §8 "Mobile-card payment"): the popup's buttons post to /smilepay/next/{orderId}/;
// result codes 0000 and 535 return to the thank-you page, a failure or the customer's cancel to
// checkout with its text; closing the popup is the customer's cancel.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { readyToPay } from './payment-steps.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));
vi.setConfig({ testTimeout: 60_000 });

let phones = 0;

/** Pays with the mobile card: the provider popup opens, and the page says the payment goes on there. */
async function openPopup(page: Page): Promise<Page> {
  await page.context().route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  phones += 1;
  await readyToPay(page, gateway, `010-3400-${String(phones).padStart(4, '0')}`, 'smilepay');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '결제하기' }).click(),
  ]);
  await popup.waitForURL((url) => url.pathname === '/sandbox/smilepay/popup');
  await popup.getByRole('button', { name: '결제 승인', exact: true }).waitFor();
  await page.getByRole('alertdialog', { name: '결제 진행 중' }).waitFor();
  return popup;
}

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

describe('paying with the mobile card', () => {
  it('0000: the popup closes and the page goes on to the thank-you page', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const popup = await openPopup(page);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'payment-mobile-card-waiting-phone');
    await shoot(popup, 'payment-mobile-card-popup');
    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: '결제 승인', exact: true }).click(),
    ]);
    await page.waitForURL((url) => url.hash.startsWith('#/checkout/thankyou!!/?order_number='));
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    // the app's thank-you page at that route shows the paid order
    await page.goto(appUrl(gateway, hashOf(page).slice(1)));
    await page.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByText('스마일페이', { exact: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('535 counts as success too', async () => {
    const { page, context } = await newCustomer(browser);
    const popup = await openPopup(page);
    await popup.getByRole('button', { name: '결제 승인 · 결과코드 535' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/checkout/thankyou!!/?order_number='));
    await context.close();
  });

  for (const [button, code] of [
    ['결제 거절 (실패)', 'PAYMENT_FAILED'],
    ['결제 취소', 'PAYMENT_CANCELLED'],
  ] as const) {
    it(`${button} comes back to checkout with ${code}: '${messages[code]}'`, async () => {
      const { page, context } = await newCustomer(browser);
      const popup = await openPopup(page);
      await popup.getByRole('button', { name: button }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/checkout/?'));
      const query = new URLSearchParams(hashOf(page).split('?')[1]);
      expect([query.get('code'), query.get('message')]).toEqual([code, messages[code]]);
      await context.close();
    });
  }

  it("closing the popup is the customer's cancel", async () => {
    const { page, context } = await newCustomer(browser);
    const popup = await openPopup(page);
    await popup.close();
    const alert = page.getByRole('alertdialog').filter({ hasText: messages.PAYMENT_CANCELLED });
    await alert.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await context.close();
  });
});
