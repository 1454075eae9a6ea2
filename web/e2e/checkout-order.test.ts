// @module-tag browser
// The checkout page as a guest meets it (spec 000 §2, §4 "Checkout entry", §5 "Checkout form"): the
// redirects, the cart submitted on entry, 배달정보 / 요청사항 / 주문내역 and the pay button with the
// live total, a full cash order from the restaurant page to the thank-you route, one order for a
// double tap.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import {
  detailField,
  orderCount,
  payButton,
  phoneField,
  thankYouOrderNumber,
  toCheckout,
  verifyPhone,
} from './checkout-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

describe('checkout entry', () => {
  it('sends an empty cart home', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/checkout/'));
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });

  it('submits the cart itself when /checkout/ is opened straight from the restaurant page', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['후라이드']);
    await page.goto(appUrl(gateway, '/checkout/'));
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    await detailField(page).fill('1층');
    await verifyPhone(page, gateway, '01055550004');
    await page.getByRole('radio', { name: '만나서 카드결제' }).check();
    await payButton(page).click();
    await thankYouOrderNumber(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the address, the pre-formatted phone, the counter and the summary with the live total', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway, 1001, [['후라이드치킨', ['양념']]]);
    const main = page.getByRole('main');
    await expect(main.getByText('서울 강남구 테헤란로 152').first().isVisible()).resolves.toBe(true);
    await expect(main.getByText('배달요금').isVisible()).resolves.toBe(true);
    await expect(payButton(page).textContent()).resolves.toBe('22,000원 결제하기'); // 19,000 + 3,000

    const phone = phoneField(page);
    await expect(phone.getAttribute('type')).resolves.toBe('tel');
    await expect(phone.getAttribute('inputmode')).resolves.toBe('numeric');
    await phone.pressSequentially('01055554444');
    await expect(phone.inputValue()).resolves.toBe('010-5555-4444');

    const comment = page.getByRole('textbox', { name: '요청사항' });
    await comment.fill('문 앞에 두세요');
    await expect(main.getByText('8/100').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'checkout-phone');
    await shoot(page, 'checkout-phone-full', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a guest cash order', () => {
  it('goes from the restaurant page through the cart, SMS and cash to the thank-you route', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await detailField(page).fill('101동 1001호');
    await verifyPhone(page, gateway, '01055550001');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    const before = await orderCount(gateway);
    await payButton(page).click();
    const orderNumber = await thankYouOrderNumber(page);
    expect(orderNumber).not.toBe('');
    expect(await orderCount(gateway)).toBe(before + 1);
    const rows = await gateway.db.query<{ total: number }>(
      'SELECT total FROM orders WHERE order_number = $1',
      [orderNumber],
    );
    expect(rows[0]?.total).toBe(21_000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pre-fills the phone of the last order at the next checkout', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await detailField(page).fill('2층');
    await verifyPhone(page, gateway, '01055550003');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await payButton(page).click();
    await thankYouOrderNumber(page);
    // whether or not the thank-you page emptied the cart, one more chicken passes the minimum
    await toCheckout(page, gateway);
    await expect.poll(() => phoneField(page).inputValue()).toBe('010-5555-0003');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('places one order for a double tap on the pay button', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await detailField(page).fill('3층');
    await verifyPhone(page, gateway, '01055550002');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    const before = await orderCount(gateway);
    await payButton(page).dblclick();
    await thankYouOrderNumber(page);
    expect(await orderCount(gateway)).toBe(before + 1);
    await context.close();
  });
});
