// Steps the payment tests share: a guest's order at 1001 up to the pay button (상세주소 역삼빌딩 5층,
// the phone verified from the SMS outbox, the method chosen: 신용/체크카드 is the card PG, 네이버페이
// the portal wallet, 스마일페이 the mobile-card provider), got there as the CLI gets there and handed
// to the browser, and the checkout's return popup read back.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PaymentMethod } from '../../domain/checkout/payment.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { readyToPayFromNode } from './node-order.ts';

export type OnlineMethod = '신용/체크카드' | '네이버페이' | '스마일페이';

/** The payment host's radio for each method (gateway/catalog/payment-methods.ts) and its id. */
const METHOD: Readonly<Record<OnlineMethod, PaymentMethod>> = {
  '신용/체크카드': 'pg_card',
  네이버페이: 'naverpay',
  스마일페이: 'smilepay',
};

/** A guest at 1001's checkout with everything filled in and `method` chosen; the pay button next. */
export async function readyToPay(page: Page, gateway: RunningGateway, phone: string, method: OnlineMethod) {
  // the providers' sandbox pages are no app page and have no favicon: the browser's own request 404s
  await page.context().route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await readyToPayFromNode(page, gateway, { phone, payment: METHOD[method] });
  await expect(page.getByRole('radio', { name: method }).isChecked()).resolves.toBe(true);
}

/**
 * Back at checkout from a provider: the return popup with `message` (the spec's text) is shown; it
 * is closed with 확인, and no dialog is left (the mobile card's waiting dialog is gone too).
 */
export async function closeReturnPopup(page: Page, message: string): Promise<void> {
  await page.waitForURL((url) => url.hash.startsWith('#/checkout/'));
  const popup = page.getByRole('alertdialog').filter({ hasText: message });
  await popup.waitFor();
  await popup.getByRole('button', { name: '확인' }).click();
  await popup.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
}
