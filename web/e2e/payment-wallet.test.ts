// @module-tag browser
// The wallet from the checkout screen (spec 000 §4 "Wallet result with clientId: opens that
// provider's payment"): 네이버페이 is the portal wallet; the order result's clientId and merchantPayKey
// open the sandbox wallet page; approve returns to the thank-you page, cancel to checkout with its
// text, where the order can be paid again.
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

async function toWalletPage(page: Page) {
  await payButton(page).click();
  await page.waitForURL((url) => url.pathname === '/sandbox/wallet/pay');
  const query = new URL(page.url()).searchParams;
  expect(query.get('clientId')).toBe('jumun-sandbox-wallet');
  expect(query.get('merchantPayKey')).toMatch(/^\d+$/);
}

describe('paying with the wallet, from checkout', () => {
  it('opens the wallet page with clientId, and approve returns to the thank-you page', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await readyToPay(page, gateway, '01033000001', '네이버페이');
    await toWalletPage(page);
    await shoot(page, 'payment-wallet-phone');
    await page.getByRole('button', { name: '결제 승인' }).click();
    await thankYouOrderNumber(page);
    await page.getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByText('네이버페이', { exact: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancel comes back to checkout with its text, and paying again goes through', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await readyToPay(page, gateway, '01033000002', '네이버페이');
    await toWalletPage(page);
    await page.getByRole('button', { name: '결제 취소' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await closeReturnPopup(page, messages.PAYMENT_CANCELLED);
    await expect(page.getByRole('radio', { name: '네이버페이' }).isChecked()).resolves.toBe(true);
    await toWalletPage(page);
    await page.getByRole('button', { name: '결제 승인' }).click();
    await thankYouOrderNumber(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
