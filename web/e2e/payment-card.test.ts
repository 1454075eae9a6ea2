// The card PG after SubmitOrder (spec 000 §4 "payment_url present: redirect there"): the pay button
// (a stand-in page, see payment-steps.ts) hands the order to the sandbox PG; approve returns to the
// thank-you page, decline and cancel to checkout with the code and message the checkout screen shows
// as a popup (spec 000 §2), the cart kept.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { newCustomer, shoot, startForFile } from './harness.ts';
import { readyToPay } from './payment-steps.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));
vi.setConfig({ testTimeout: 60_000 });

async function toPgPage(page: Page, phone: string) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await readyToPay(page, gateway, phone, 'pg_card');
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
}

const checkoutPopup = (page: Page) => {
  const url = new URL(page.url());
  const [path, query] = url.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  return { path, code: params.get('code'), message: params.get('message') };
};

describe('paying by card through the PG', () => {
  it('approve returns to the thank-you page with the order', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toPgPage(page, '010-3200-0001');
    await shoot(page, 'payment-pg-phone');
    await page.getByRole('button', { name: '결제 승인' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/checkout/thankyou!!/?order_number='));
    await page.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByText('신용카드', { exact: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [button, code] of [
    ['결제 거절 (실패)', 'PAYMENT_FAILED'],
    ['결제 취소', 'PAYMENT_CANCELLED'],
  ] as const) {
    it(`${button} comes back to checkout with ${code} and its text, the cart kept`, async () => {
      const { page, context, errors } = await newCustomer(browser);
      await toPgPage(page, code === 'PAYMENT_FAILED' ? '010-3200-0002' : '010-3200-0003');
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/checkout/?'));
      expect(checkoutPopup(page)).toEqual({ path: '/checkout/', code, message: messages[code] });
      const events = await page.evaluate(() => sessionStorage.getItem('events') ?? '');
      expect(events).toContain('"ItemAdded"');
      expect(events).not.toContain('"CartCleared"');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
