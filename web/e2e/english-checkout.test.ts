// @module-tag browser
// Checkout, the card PG, the thank-you page and the order's status in English (issue "English"), as
// a phone whose browser prefers English (en-US) meets them: a guest's cash order from the restaurant
// page to the thank-you page in as many taps as in Korean, and a card declined at the PG and paid
// again. Each English screen is axe-clean, and shows no Hangul but data (the restaurant's, menu's,
// option's and poll's names, the address, the brand "주문"). The restaurant page and the cart are
// another family's: they are walked by data names and words that hold in either language.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../domain/messages.en.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { menuRow, optionLabel } from './cart-steps.ts';
import { smsCode, thankYouOrderNumber } from './checkout-steps.ts';
import { hands } from './hands.ts';
import { hangulOutsideData } from './hangul.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { deviceWithOrders, FRIED_AND_CHEESE_BALLS, setItemPrice } from './history-steps.ts';
import { becomeCustomer } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const RESTAURANT = '역삼 황금치킨';
const MENU = '후라이드치킨';
const OPTION = '후라이드';
/** The option's group, as checkout lists the picks ("맛: 후라이드"). */
const OPTION_GROUP = '맛';
const ADDRESS = '서울 강남구 테헤란로 152';
/** What the customer types as 상세주소 (their own words, shown back as they are). */
const DETAIL = '101호';
/** The seed's names and the customer's own words a screen shows as they are, and the brand. */
const DATA = [RESTAURANT, MENU, OPTION, OPTION_GROUP, ADDRESS, DETAIL, '주문'];

const STAFF_QUERY = `lat=37.498168&lng=127.02761&zipcode=06236&address=${encodeURIComponent(ADDRESS)}`;

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

/** The sandbox PG's page has no data but the order's number: its whole text. */
const pageHangul = (page: Page) =>
  page.evaluate(() =>
    document.body.innerText.split('\n').filter((line) => /[\u3131-\u318E\uAC00-\uD7A3]/.test(line)),
  );

// The checkout's fields and buttons in either language (the English words are this family's).
const words = {
  ko: {
    detail: '상세주소',
    phone: '휴대전화',
    code: '인증번호',
    requestCode: '인증번호 요청',
    timer: /남은 시간 0[0-3]:\d\d/,
    verified: '인증완료',
    cash: '만나서 현금결제',
    card: '신용/체크카드',
    pay: /원 결제하기$/,
  },
  en: {
    detail: 'Address details',
    phone: 'Mobile number',
    code: 'Verification code',
    requestCode: 'Send code',
    timer: /Time left 0[0-3]:\d\d/,
    verified: 'Verified',
    cash: 'Cash on delivery',
    card: 'Credit or debit card',
    pay: /^Pay ₩[\d,]+$/,
  },
} as const;

type Language = keyof typeof words;

/** The English pay button, by its name ("Pay ₩21,000"). */
const payButton = (page: Page, language: Language = 'en') =>
  page.getByRole('button', { name: words[language].pay });

/**
 * From the restaurant page (opened with the delivery address) to checkout, as a phone does it: the
 * item, its option, the add button, the cart bar, the cart's order button. The restaurant page and
 * the cart are matched by data names, and by their words in Korean or in English (cart.texts.ts,
 * option-dialog.texts.ts).
 */
async function toCheckout(page: Page, h: ReturnType<typeof hands>) {
  await page.goto(appUrl(gateway, `/1001/?${STAFF_QUERY}`));
  await menuRow(page, MENU).waitFor();
  await h.tap('menu', menuRow(page, MENU));
  const dialog = page.getByRole('dialog', { name: MENU, exact: true });
  await h.tap('option', dialog.getByLabel(optionLabel(OPTION)));
  await h.tap('add', dialog.getByRole('button', { name: /^주문표에 추가|^Add to cart/ }));
  await dialog.waitFor({ state: 'detached' });
  await h.tap('cart', page.getByRole('link', { name: /^주문표\(\d+\)|^Cart \(\d+ items?\)/ }));
  await page.waitForURL((url) => url.hash === '#/cart/');
  await h.tap(
    'checkout',
    page.getByRole('main').getByRole('button', { name: /^주문하기$|^Go to checkout$/ }),
  );
  await page.waitForURL((url) => url.hash === '#/checkout/');
}

/** 상세주소, the phone verified by its SMS code, and the payment method: ready to pay. */
async function fillCheckout(
  page: Page,
  h: ReturnType<typeof hands>,
  language: Language,
  phone: string,
  method: 'cash' | 'card',
) {
  const w = words[language];
  await h.type('detail', page.getByRole('textbox', { name: w.detail }), DETAIL);
  await h.type('phone', page.getByRole('textbox', { name: w.phone }), phone);
  await h.tap('request code', page.getByRole('button', { name: w.requestCode }));
  await page.getByText(w.timer).waitFor();
  await h.type('code', page.getByRole('textbox', { name: w.code }), await smsCode(gateway, phone));
  await page.getByText(w.verified, { exact: true }).waitFor();
  // the notice closes itself after 1 s (spec 000 §9)
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await h.tap('payment', page.getByRole('radio', { name: w[method] }));
  await payButton(page, language).waitFor();
}

describe('checkout in English on a phone', () => {
  it('a guest pays cash from the restaurant page to the thank-you page in the taps Korean takes', {
    timeout: 120_000,
  }, async () => {
    // the same walk in Korean first, counted
    const korean = await newCustomer(browser);
    const ko = hands(korean.page);
    await toCheckout(korean.page, ko);
    await fillCheckout(korean.page, ko, 'ko', '01077001001', 'cash');
    await ko.tap('pay', payButton(korean.page, 'ko'));
    await thankYouOrderNumber(korean.page);
    await korean.context.close();

    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    const en = hands(page);
    await toCheckout(page, en);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    for (const section of ['Delivery details', 'Discount', 'Your order'])
      await main.getByRole('heading', { name: section }).waitFor();
    await main.getByRole('group', { name: 'Payment method' }).waitFor();
    await expect(main.getByText('Subtotal').isVisible()).resolves.toBe(true);
    await expect(main.getByText('Delivery fee').isVisible()).resolves.toBe(true);
    await expect(payButton(page).textContent()).resolves.toBe('Pay ₩21,000');

    // an empty phone asks for it in English beside the field
    await payButton(page).click();
    await expect
      .poll(() => main.getByRole('alert').filter({ hasText: /\S/ }).first().textContent())
      .not.toMatch(HANGUL);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, DATA)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'english-checkout-phone');
    await shoot(page, 'english-checkout-phone-full', { fullPage: true });
    // the narrowest phone the guide names: the buttons and the pay bar still fit
    await page.setViewportSize({ width: 360, height: 740 });
    await shoot(page, 'english-checkout-360', { fullPage: true });

    await fillCheckout(page, en, 'en', '01077001002', 'cash');
    await expect(main.getByText("I've checked the order above and agree to pay.").isVisible()).resolves.toBe(
      true,
    );
    expect(await hangulOutsideData(page, DATA)).toEqual([]);
    await en.tap('pay', payButton(page));
    await thankYouOrderNumber(page);
    expect(en.steps, `English: ${en.steps.join(', ')}; Korean: ${ko.steps.join(', ')}`).toHaveLength(
      ko.steps.length,
    );

    // the thank-you page
    await main.getByRole('heading', { name: 'Your order has been placed', level: 1 }).waitFor();
    await main.getByRole('heading', { name: RESTAURANT }).waitFor();
    const delivery = main.getByRole('region', { name: 'Delivery details' });
    await expect(delivery.getByText('Cash on delivery').isVisible()).resolves.toBe(true);
    await expect(main.getByRole('list', { name: 'Items ordered' }).textContent()).resolves.toContain('₩');
    await expect(main.getByText('Total', { exact: true }).locator('..').textContent()).resolves.toBe(
      'Total₩21,000',
    );

    // the exit poll: its own words in English, its choices the gateway's
    const poll = page.getByRole('dialog', { name: 'How was your order?' });
    await poll.getByRole('radio').first().waitFor();
    const choices = await poll.locator('label').allInnerTexts();
    await poll.getByRole('button', { name: 'Send feedback' }).click();
    await expect(poll.getByRole('alert').textContent()).resolves.toBe(englishMessages.POLL_ANSWER_REQUIRED);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, [...DATA, ...choices])).toEqual([]);
    await shoot(page, 'english-thank-you-poll-phone');
    await poll.getByRole('button', { name: 'Close' }).click();
    await poll.waitFor({ state: 'detached' });

    // the order's status below the summary
    const status = main.getByRole('region', { name: 'Order status' });
    await status.getByText(englishMessages.ORDER_STATUS_RECEIVED).first().waitFor();
    await status.getByRole('list', { name: 'Delivery progress' }).waitFor();
    await expect(status.getByRole('button', { name: 'Cancel order' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, DATA)).toEqual([]);
    await shoot(page, 'english-thank-you-phone', { fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await shoot(page, 'english-thank-you-360', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a card declined at the PG comes back in English with the form kept, and paying again goes through', {
    timeout: 90_000,
  }, async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    // the providers' sandbox pages are no app page and have no favicon: the browser's own request 404s
    await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
    const h = hands(page);
    await toCheckout(page, h);
    await fillCheckout(page, h, 'en', '01077001003', 'card');
    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Sandbox card payment (PG)' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect(await pageHangul(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-payment-pg-phone');
    const declined = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('button', { name: 'Decline payment (fail)' }).click();

    await page.waitForURL((url) => url.hash.startsWith('#/checkout/'));
    const popup = page.getByRole('alertdialog').filter({ hasText: englishMessages.PAYMENT_FAILED });
    await popup.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, DATA)).toEqual([]);
    await shoot(page, 'english-payment-declined-phone');
    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'detached' });
    await expect(page.getByRole('textbox', { name: 'Address details' }).inputValue()).resolves.toBe(DETAIL);
    await expect(page.getByText('Verified', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: 'Credit or debit card' }).isChecked()).resolves.toBe(true);

    await payButton(page).click();
    await page.waitForURL((url) => /^\/sandbox\/pg\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    const orderNumber = await thankYouOrderNumber(page);
    expect(orderNumber).not.toBe(declined);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Your order has been placed', level: 1 }).waitFor();
    // the order loads under the heading: its payment, in English
    await main.getByRole('region', { name: 'Delivery details' }).getByText('Credit card').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("주문내역, an order's page and 재주문 in English on a phone", () => {
  it("lists the order with its English date and status, opens its page, and asks the reorder's question", {
    timeout: 90_000,
  }, async () => {
    const CHEESE_BALLS = '치즈볼 (5개)';
    const device = await deviceWithOrders(gateway, '01077001010', [{ picks: FRIED_AND_CHEESE_BALLS }]);
    const [orderNumber = ''] = device.orderNumbers;
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await becomeCustomer(page, gateway, device);
    await page.goto(appUrl(gateway, '/orders/'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
    await main.getByText('As a guest, you only see orders placed on this device.').waitFor();
    const entry = main.getByRole('list', { name: 'Orders' }).getByRole('article').first();
    await entry.getByText(englishMessages.ORDER_STATUS_RECEIVED).waitFor();
    const text = await entry.innerText();
    for (const part of ['Sat, Nov 21, 2026, 12:00 PM', `Order no. ${orderNumber}`, 'Total paid', '₩27,000'])
      expect(text).toContain(part);
    const data = [...DATA, CHEESE_BALLS, '양념'];
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await shoot(page, 'english-order-history-phone', { fullPage: true });

    await entry.getByRole('link', { name: 'Order details' }).click();
    await page.waitForURL((url) => url.hash === `#/orders/${orderNumber}/`);
    await main.getByRole('heading', { level: 1, name: 'Order details' }).waitFor();
    const delivery = main.getByRole('region', { name: 'Delivery details' });
    await delivery.waitFor();
    await main.getByRole('region', { name: 'Order status' }).getByText('Placed').waitFor();
    // where it went and the note are the customer's words
    const customerWords = await delivery
      .locator('dt:text-is("Delivery address") + dd, dt:text-is("Note") + dd')
      .allInnerTexts();
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, [...data, ...customerWords])).toEqual([]);
    await shoot(page, 'english-order-page-phone', { fullPage: true });

    // 재주문 after today's price of the cheese balls changed: the question, its change in English
    await setItemPrice(gateway, 1001, CHEESE_BALLS, 5500);
    await main.getByRole('button', { name: 'Reorder' }).click();
    const question = page.getByRole('alertdialog', {
      name: 'Some things have changed since your last order.',
    });
    await question.waitFor();
    await expect(question.getByRole('list', { name: 'What changed' }).innerText()).resolves.toBe(
      `${CHEESE_BALLS}: the price has changed from ₩5,000 to ₩5,500.`,
    );
    await question.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, [...data, ...customerWords])).toEqual([]);
    await shoot(page, 'english-reorder-question-phone');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
