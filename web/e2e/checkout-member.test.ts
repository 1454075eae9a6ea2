// @module-tag browser
// A member's checkout (spec 000 §4 "Payment defaults", "Phone"): the payment preselected — an online
// restaurant's card (PG_CARD); on a phone card, then MOBILE, then the portal wallet among what the
// payment host offers; else creditcard where the restaurant takes it, else cash unless excluded — and
// the last-login phone pre-filled. There is no login screen yet: the member logs in through the
// domain store in Node (node-order.ts) and the browser is handed that customer's log and tokens.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { payButton, phoneField, thankYouOrderNumber, toCheckout, verifyPhone } from './checkout-steps.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { becomeCustomer, memberInNode } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const checked = (page: Page) =>
  page.getByRole('group', { name: '결제수단' }).getByRole('radio', { checked: true });

/** The payment host answering with `unavailable` (checkout_method_type) switched off. */
async function hostWithout(page: Page, unavailable: readonly string[]) {
  await page.route('**/payment/v2/checkout-methods**', async (route) => {
    const response = await route.fetch();
    const methods = (await response.json()) as { checkout_method_type: string; available: boolean }[];
    const json = methods.map((m) =>
      unavailable.includes(m.checkout_method_type) ? { ...m, available: false } : m,
    );
    await route.fulfill({ response, json });
  });
}

/** The restaurant's detail answering with other payment settings (the restaurant's own). */
async function restaurantTaking(
  page: Page,
  id: number,
  settings: { readonly payment_methods: readonly string[]; readonly except_cash: boolean },
) {
  const swap = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(swap);
    if (value === null || typeof value !== 'object') return value;
    const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
    return 'payment_methods' in object ? { ...object, ...settings } : object;
  };
  await page.route(`**/api/v2/restaurants/${id}**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: swap(await response.json()) });
  });
}

async function member(options: { readonly desktop?: boolean } = {}) {
  const customer = await newCustomer(browser, options);
  const minji = await memberInNode(gateway, 'minji@example.com', 'Jumun!2026');
  await becomeCustomer(customer.page, gateway, minji);
  return customer;
}

describe("a member's checkout", () => {
  it('opens with card chosen and the last-login phone filled in, and orders', async () => {
    const { page, context, errors } = await member();
    await toCheckout(page, gateway); // 1001: online, creditcard, cash
    await expect(page.getByRole('radio', { name: '신용/체크카드' }).isChecked()).resolves.toBe(true);
    await expect(checked(page).count()).resolves.toBe(1);
    await expect(phoneField(page).inputValue()).resolves.toBe('010-1234-5678');
    await expect(phoneField(page).getAttribute('inputmode')).resolves.toBe('numeric');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'checkout-member-phone');
    // the phone is the member's, still to be verified; then the order goes through on site
    await page.getByRole('textbox', { name: '상세주소' }).fill('101호');
    await verifyPhone(page, gateway, '01012345678');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await payButton(page).click();
    await thankYouOrderNumber(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an expired token the refresh cannot save at order submit: the log-in-again text (spec 000 §8)', async () => {
    const { page, context } = await member();
    await toCheckout(page, gateway);
    await page.getByRole('textbox', { name: '상세주소' }).fill('101호');
    await verifyPhone(page, gateway, '01055553090');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    let calls = 0;
    await page.route(/\/order\/cart\/submit\/food\//, (route) =>
      ++calls === 1
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: 'unauthorized', error_message: 'expired or malformed token' }),
          })
        : route.continue(),
    );
    await payButton(page).click();
    const popup = page.getByRole('alertdialog');
    await expect(popup.textContent()).resolves.toContain('인증이 만료 되었습니다. 재로그인 후 주문해주세요.');
    await popup.getByRole('button', { name: '확인' }).click();
    // the refreshed token serves the member's next try
    await payButton(page).click();
    await thankYouOrderNumber(page);
    await context.close();
  });

  for (const [off, expected] of [
    [['CARD'], '휴대폰 결제'],
    [['CARD', 'MOBILE'], '네이버페이'],
    [['CARD', 'MOBILE', 'NAVERPAY'], '만나서 카드결제'],
  ] as const) {
    it(`on a phone, without ${off.join(', ')} from the payment host: ${expected}`, async () => {
      const { page, context } = await member();
      await hostWithout(page, off);
      await toCheckout(page, gateway);
      await expect.poll(() => page.getByRole('radio', { name: expected }).isChecked()).toBe(true);
      await expect(checked(page).count()).resolves.toBe(1);
      await context.close();
    });
  }

  it('on a desktop, without the card from the payment host: creditcard (no mobile preference)', async () => {
    const { page, context } = await member({ desktop: true });
    await hostWithout(page, ['CARD']);
    await toCheckout(page, gateway);
    await expect.poll(() => page.getByRole('radio', { name: '만나서 카드결제' }).isChecked()).toBe(true);
    await context.close();
  });

  it('at a restaurant taking cash only: cash; where cash is excluded as well: nothing chosen', async () => {
    const cash = await member();
    await restaurantTaking(cash.page, 1001, { payment_methods: ['cash'], except_cash: false });
    await toCheckout(cash.page, gateway);
    await expect.poll(() => cash.page.getByRole('radio', { name: '만나서 현금결제' }).isChecked()).toBe(true);
    await cash.context.close();

    const none = await member();
    await restaurantTaking(none.page, 1001, { payment_methods: ['cash'], except_cash: true });
    await toCheckout(none.page, gateway);
    await payButton(none.page).waitFor();
    await expect(checked(none.page).count()).resolves.toBe(0);
    await none.context.close();
  });
});
