// The wallet after SubmitOrder (spec 000 §4 "Wallet result with clientId: opens that provider's
// payment"): the order result's clientId and merchantPayKey open the sandbox wallet page; approve
// returns to the thank-you page, cancel to checkout with the code and message.
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

async function toWalletPage(page: Page, phone: string) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await readyToPay(page, gateway, phone, 'naverpay');
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.waitForURL((url) => url.pathname === '/sandbox/wallet/pay');
  const query = new URL(page.url()).searchParams;
  expect(query.get('clientId')).toBe('jumun-sandbox-wallet');
  expect(query.get('merchantPayKey')).toMatch(/^\d+$/);
}

describe('paying with the wallet', () => {
  it('opens the wallet page with clientId, and approve returns to the thank-you page', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toWalletPage(page, '010-3300-0001');
    await shoot(page, 'payment-wallet-phone');
    await page.getByRole('button', { name: '결제 승인' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/checkout/thankyou!!/?order_number='));
    await page.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByText('네이버페이', { exact: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancel comes back to checkout with PAYMENT_CANCELLED and its text', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toWalletPage(page, '010-3300-0002');
    await page.getByRole('button', { name: '결제 취소' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/checkout/?'));
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect([query.get('code'), query.get('message')]).toEqual([
      'PAYMENT_CANCELLED',
      messages.PAYMENT_CANCELLED,
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
