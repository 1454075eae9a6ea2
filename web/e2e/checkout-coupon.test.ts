// @module-tag browser
// 할인 at checkout (spec 000 §4 "Coupon", §5 "Coupon", §8 "Coupon"): the messages before a check,
// apply (the total less the coupon, a negative line, the button turning into 취소), cancel with its
// confirm and re-enter, the floor at 0, a refused code, the technical failure, the switch to on-site
// payment clearing the coupon after asking, and paying online with a typed but unapplied code.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { payButton, phoneField, toCheckout, verifyPhone } from './checkout-steps.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { readyToPayFromNode } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const couponField = (page: Page) => page.getByRole('textbox', { name: '쿠폰코드' });
const applyButton = (page: Page) => page.getByRole('button', { name: '적용', exact: true });
const cancelButton = (page: Page) => page.getByRole('button', { name: '취소', exact: true });
const main = (page: Page) => page.getByRole('main');

/** A guest at checkout, 후라이드 (18,000 + 3,000), the phone proven, paying cash: the first test walks there. */
const readyToPay = (page: Page, phone: string) =>
  readyToPayFromNode(page, gateway, {
    phone,
    payment: 'cash',
    items: [{ menu: '후라이드치킨', options: { 맛: ['후라이드'] } }],
  });

async function applyCoupon(page: Page, code: string) {
  await couponField(page).fill(code);
  await applyButton(page).click();
}

describe('the coupon at checkout', () => {
  it('asks for the code and the phone first, applies, cancels after asking, and re-enters', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway); // 18,000 + 3,000
    await applyButton(page).click();
    await main(page).getByText('쿠폰코드를 입력해주세요.').waitFor();
    await applyCoupon(page, 'WELCOME3000');
    await main(page).getByText('휴대전화를 입력해주세요.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-phone');

    await verifyPhone(page, gateway, '01055554001');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await applyButton(page).click();
    await cancelButton(page).waitFor();
    await expect(main(page).getByText('-3,000원').first().isVisible()).resolves.toBe(true);
    await expect(payButton(page).textContent()).resolves.toBe('18,000원 결제하기');
    await expect(couponField(page).getAttribute('readonly')).resolves.not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await couponField(page).scrollIntoViewIfNeeded();
    await shoot(page, 'checkout-coupon-phone');

    await cancelButton(page).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.textContent()).resolves.toContain('쿠폰 적용을 취소하고 다시 입력하시겠습니까?');
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: '확인' }).click();
    await applyButton(page).waitFor();
    await expect.poll(() => payButton(page).textContent()).toBe('21,000원 결제하기');
    await applyCoupon(page, 'CASH1000');
    await cancelButton(page).waitFor();
    await expect(payButton(page).textContent()).resolves.toBe('20,000원 결제하기');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('floors the total at 0 and shows the server text for a refused code', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055554002');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await applyCoupon(page, 'EXPIRED5000');
    const refused = page.locator('#checkout-coupon-error');
    await expect.poll(() => refused.textContent()).not.toBe('');
    await expect(couponField(page).getAttribute('aria-describedby')).resolves.toContain(
      'checkout-coupon-error',
    );
    await applyCoupon(page, 'BIG50000');
    await cancelButton(page).waitFor();
    await expect(payButton(page).textContent()).resolves.toBe('0원 결제하기');
    await context.close();
  });

  it('shows the technical-failure text when the check fails', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055554003');
    await page.route(/\/coupon_check\/$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await applyCoupon(page, 'WELCOME3000');
    await main(page)
      .getByText(/쿠폰 적용 문제가 발생 했습니다|서비스에 문제가 발생했습니다/)
      .waitFor();
    await context.close();
  });

  it('asks before switching to on-site payment with a coupon, and clears it on yes', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055554004');
    await page.getByRole('radio', { name: '신용/체크카드' }).check();
    await applyCoupon(page, 'WELCOME3000');
    await cancelButton(page).waitFor();
    await page.getByRole('radio', { name: '만나서 현금결제' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.textContent()).resolves.toContain(
      '만나서 결제로 변경하면 적용된 할인과 쿠폰이 취소됩니다',
    );
    await ask.getByRole('button', { name: '취소' }).click();
    await expect.poll(() => page.getByRole('radio', { name: '신용/체크카드' }).isChecked()).toBe(true);
    await expect(payButton(page).textContent()).resolves.toBe('18,000원 결제하기');

    await page.getByRole('radio', { name: '만나서 현금결제' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await applyButton(page).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: '만나서 현금결제' }).isChecked()).toBe(true);
    await expect.poll(() => payButton(page).textContent()).toBe('21,000원 결제하기');
    await context.close();
  });

  it('asks before paying online with a code typed but not applied', async () => {
    const { page, context } = await newCustomer(browser);
    await readyToPay(page, '01055554005');
    await page.getByRole('radio', { name: '신용/체크카드' }).check();
    await couponField(page).fill('WELCOME3000');
    await payButton(page).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.textContent()).resolves.toContain(
      '입력하신 쿠폰이 적용되지 않았습니다. 쿠폰 없이 결제하시겠습니까?',
    );
    await ask.getByRole('button', { name: '취소' }).click();
    await expect(page.url()).toContain('#/checkout/');
    await expect(phoneField(page).inputValue()).resolves.toBe('010-5555-4005');
    await context.close();
  });
});
