// Steps the checkout tests share: a cart at a restaurant taken to /checkout/, the SMS code read
// from the sandbox outbox (as a customer reads their phone), the phone verified, and the orders the
// gateway holds.
import type { Page } from 'playwright-core';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';

/** Opens the restaurant, adds the items ([name, picks]) and goes to checkout from the cart page. */
export async function toCheckout(
  page: Page,
  gateway: RunningGateway,
  restaurantId = 1001,
  items: readonly (readonly [string, readonly string[]])[] = [['후라이드치킨', ['후라이드']]],
): Promise<void> {
  await openRestaurant(page, gateway, restaurantId);
  for (const [name, picks] of items) await addToCart(page, name, picks);
  const column = page.getByRole('complementary', { name: '주문표' });
  if (await column.isVisible()) {
    // a desktop: the cart is the restaurant page's column
    await column.getByRole('button', { name: '주문하기' }).click();
  } else {
    await page.getByRole('link', { name: /^주문표\(\d+\)/ }).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
  }
  await page.waitForURL((url) => url.hash === '#/checkout/');
  await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
}

/** The last code the sandbox sent to `phone`. */
export async function smsCode(gateway: RunningGateway, phone: string): Promise<string> {
  const response = await fetch(`${gateway.url}/sandbox/sms?phone=${phone}`);
  if (!response.ok) throw new Error(`no SMS code for ${phone}: ${response.status}`);
  return ((await response.json()) as { code: string }).code;
}

export const phoneField = (page: Page) => page.getByRole('textbox', { name: '휴대전화' });
export const codeField = (page: Page) => page.getByRole('textbox', { name: '인증번호' });
export const detailField = (page: Page) => page.getByRole('textbox', { name: '상세주소' });

/**
 * The code's countdown has started: 03:30, or a second or more past it on a machine slow enough
 * that the clock (running, not paused) ticked before the text was read.
 */
export const countdownStarted = (page: Page) => page.getByText(/남은 시간 03:[0-3]\d/).waitFor();

/** Types the phone, asks for a code, types the code from the outbox and waits for 인증완료. */
export async function verifyPhone(page: Page, gateway: RunningGateway, phone: string): Promise<void> {
  await phoneField(page).fill(phone);
  await page.getByRole('button', { name: '인증번호 요청' }).click();
  await countdownStarted(page);
  await codeField(page).fill(await smsCode(gateway, phone));
  await page.getByText('인증완료').waitFor();
  // the notice closes itself after 1 s (spec 000 §9)
  await page.getByRole('dialog', { name: '휴대전화 인증' }).waitFor({ state: 'detached' });
}

export async function orderCount(gateway: RunningGateway): Promise<number> {
  const rows = await gateway.db.query<{ n: number | string }>('SELECT count(*) AS n FROM orders');
  return Number(rows[0]?.n ?? 0);
}

export const payButton = (page: Page) => page.getByRole('button', { name: /원 결제하기$/ });

/** Waits for the thank-you route and answers its order number. */
export async function thankYouOrderNumber(page: Page): Promise<string> {
  await page.waitForURL((url) => url.hash.startsWith('#/checkout/thankyou!!/?order_number='), {
    timeout: 15_000,
  });
  return new URL(page.url().replace('#', '')).searchParams.get('order_number') ?? '';
}
