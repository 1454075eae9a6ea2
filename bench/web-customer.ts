// The stored state of a customer with a cart at checkout, made by driving the app as the browser
// tests do (restaurant 1001 with its location from the staff view, 후라이드치킨 added, the cart's
// 주문하기), then read out of the browser's storage; and a check that this state, written into a
// fresh tab, opens /checkout/ with the cart (so the bench measures the checkout, not a redirect).
import type { Browser, BrowserContext } from 'playwright-core';
import { addToCart } from '../web/e2e/cart-steps.ts';
import type { StoredState } from './web-lighthouse.ts';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ko-KR' };
const STAFF_QUERY = `lat=37.498168&lng=127.02761&zipcode=06236&address=${encodeURIComponent('서울 강남구 테헤란로 152')}`;

async function stateOf(context: BrowserContext, origin: string): Promise<StoredState> {
  const page = context.pages()[0];
  if (!page?.url().startsWith(origin)) throw new Error('no page of the app to read the storage of');
  return page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
}

export async function customerAtCheckout(browser: Browser, origin: string): Promise<StoredState> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/#/1001/?${STAFF_QUERY}`);
    await page.getByRole('heading', { level: 1, name: '역삼 황금치킨' }).waitFor();
    await addToCart(page, '후라이드치킨', ['후라이드']);
    await page.getByRole('link', { name: /^주문표\(\d+\)/ }).click();
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    return await stateOf(context, origin);
  } finally {
    await context.close();
  }
}

/** Throws unless `state`, stored in a new tab, opens /checkout/ showing the cart's item. */
export async function checkStateOpensCheckout(browser: Browser, origin: string, state: StoredState) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/bench-storage-origin`);
    await page.evaluate((s) => {
      for (const [k, v] of s.local) localStorage.setItem(k, v);
      for (const [k, v] of s.session) sessionStorage.setItem(k, v);
    }, state);
    await page.goto(`${origin}/#/checkout/`);
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText('후라이드치킨').first().waitFor();
    if (!page.url().endsWith('#/checkout/')) throw new Error(`the stored cart led to ${page.url()}`);
  } finally {
    await context.close();
  }
}
