// @module-tag browser
// The checkout form's checks in the spec's order (spec 000 §5 "Checkout form"): each message beside
// its field (aria-describedby) with the field focused; a cart the server did not take; the invalid
// delivery point's alert and the way to /location; the code and message query parameters' popup.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import {
  countdownStarted,
  detailField,
  payButton,
  phoneField,
  smsCode,
  thankYouOrderNumber,
  toCheckout,
  verifyPhone,
} from './checkout-steps.ts';
import { appUrl, axeViolations, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

async function describedBy(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function payAndExpect(page: Page, field: Locator, text: string) {
  await payButton(page).click();
  await page.getByText(text, { exact: true }).waitFor();
  await expect(describedBy(page, field)).resolves.toBe(text);
}

describe('the checkout form checks', () => {
  it('names the first missing field in order, focused, with its message tied to it', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await payAndExpect(page, detailField(page), '상세 주소를 입력해 주세요');
    await expect.poll(() => focusedId(page)).toBe('checkout-address-detail');
    expect(await axeViolations(page)).toEqual([]);

    await detailField(page).fill('101호');
    await payAndExpect(page, phoneField(page), '휴대 전화 번호를 입력해 주세요');
    await expect.poll(() => focusedId(page)).toBe('checkout-phone');

    await phoneField(page).fill('01055552001');
    await payAndExpect(page, phoneField(page), '휴대 전화 번호를 인증해 주세요.');

    await page.getByRole('button', { name: '인증번호 요청' }).click();
    await countdownStarted(page);
    await page.getByRole('textbox', { name: '인증번호' }).fill(await smsCode(gateway, '01055552001'));
    await page.getByRole('dialog', { name: '휴대전화 인증' }).waitFor({ state: 'detached' });
    await payAndExpect(page, page.getByRole('group', { name: '결제수단' }), '결제수단을 선택해주세요.');
    // focused after the render that shows the message (a busy machine paints in between)
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('radio');

    await page.getByRole('radio', { name: '만나서 카드결제' }).check();
    await payButton(page).click();
    await thankYouOrderNumber(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the cart was not taken when the server refused it, and will not submit', async () => {
    const { page, context } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['후라이드']);
    await page.route(/\/cart\/v3\/food\/customers\/[^/]+\/restaurants\/\d+\/vd\/$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('link', { name: /^주문표\(\d+\)/ }).click();
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    const popup = page.getByRole('alertdialog');
    await expect(popup.textContent()).resolves.toContain(
      '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.',
    );
    await popup.getByRole('button', { name: '확인' }).click();
    await page.unrouteAll();

    await page.goto(appUrl(gateway, '/checkout/'));
    const notInserted =
      '지금은 배달 가능한 시간이 아니거나, 현재 위치에는 배달하지 않습니다. 확인 후 다시 주문해주세요.';
    await page.getByRole('main').getByText(notInserted).waitFor();
    await payButton(page).click();
    await expect(page.getByRole('alertdialog').textContent()).resolves.toContain(notInserted);
    await context.close();
  });

  it('alerts that the delivery point is not valid and goes to /location', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    await detailField(page).fill('101호');
    await verifyPhone(page, gateway, '01055552002');
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    // the form stored before the page reloads (each command records its event a moment later)
    await page.waitForFunction(() =>
      ['"AddressDetailEntered"', '"PaymentChosen"'].every((type) =>
        Object.values(sessionStorage).some((value) => value.includes(type)),
      ),
    );
    // a stored delivery point out of range (as a damaged storage would hold), read again on reload
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) {
        const value = sessionStorage.getItem(key) ?? '';
        if (value.includes('"lat":37.498168'))
          sessionStorage.setItem(key, value.replaceAll('"lat":37.498168', '"lat":137.498168'));
      }
    });
    await page.reload();
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    await payButton(page).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert.textContent()).resolves.toContain(
      '현재 설정된 배달 주소가 정확하지 않습니다. 배달 주소를 다시 설정해주세요.',
    );
    await page.waitForURL((url) => url.hash.startsWith('#/location'));
    await context.close();
  });

  it('shows the popup of the code and message query parameters once', async () => {
    const { page, context } = await newCustomer(browser);
    await toCheckout(page, gateway);
    const message = '결제를 취소하셨습니다. 주문 내용 확인 후 다시 결제해주세요.';
    await page.goto(appUrl(gateway, `/checkout/?code=cancel&message=${encodeURIComponent(message)}`));
    const popup = page.getByRole('alertdialog');
    await expect(popup.textContent()).resolves.toContain(message);
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/checkout/');
    await context.close();
  });
});
