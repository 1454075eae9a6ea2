// @module-tag browser
// The app-download banner on mobile, hidden for a day by a cookie (spec 001 §2, §4, §9), and the
// quick scroll-to-top button (spec 001 §2).
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, pauseClockSoon, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const banner = (page: Page) => page.getByRole('complementary', { name: '앱 다운로드 안내' });

/** Has the page note, on its own clock, when a status holding `text` first shows. */
const noteWhenShown = (page: Page, text: string) =>
  page.addInitScript((shown) => {
    const seen = window as unknown as { statusShownAt?: number };
    new MutationObserver(() => {
      if (seen.statusShownAt !== undefined) return;
      const statuses = [...document.querySelectorAll('[role="status"]')];
      if (statuses.some((el) => el.textContent?.includes(shown))) seen.statusShownAt = Date.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);

/**
 * The status is still there `stillAt` ms after it showed and gone `goneBy` ms after, counted on the
 * page's paused clock from when it showed, however long a busy machine took to find it (the
 * first check is skipped when the machine took longer than `stillAt` already).
 */
async function expectShownFor(page: Page, status: Locator, stillAt: number, goneBy: number) {
  await pauseClockSoon(page);
  const [shownAt, now] = await page.evaluate(() => [
    (window as unknown as { statusShownAt: number }).statusShownAt,
    Date.now(),
  ]);
  let at = now;
  if (now < shownAt + stillAt) {
    await page.clock.runFor(shownAt + stillAt - now);
    at = shownAt + stillAt;
    await expect(status.isVisible()).resolves.toBe(true);
  }
  await page.clock.runFor(Math.max(0, shownAt + goneBy - at));
  await status.waitFor({ state: 'detached' });
}

describe('the app-download banner', () => {
  it('shows on a phone at home, and 오늘 하루 보지 않기 hides it for a day by cookie', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    await banner(page).waitFor();
    await expect(banner(page).getByRole('link', { name: '앱 받기' }).getAttribute('href')).resolves.toBe(
      '#/download/',
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'app-banner-phone');
    // Not on the other screens.
    await page.goto(appUrl(gateway, '/restaurants/'));
    await page.locator('main').first().waitFor();
    expect(await banner(page).count()).toBe(0);
    await page.goto(appUrl(gateway, '/'));
    await banner(page).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((c) => c.name === 'jumun_app_splash_hidden');
    expect(cookie).toBeDefined();
    const lifetimeS = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetimeS).toBeGreaterThan(86_400 - 120);
    expect(lifetimeS).toBeLessThanOrEqual(86_400 + 1);
    await page.reload();
    await page.getByRole('heading', { name: '어디로 배달해 드릴까요?' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes for this visit of home with ✕, and is not shown on a desktop', async () => {
    const phone = await newCustomer(browser);
    await phone.page.goto(appUrl(gateway, '/'));
    await banner(phone.page).getByRole('button', { name: '앱 안내 닫기' }).click();
    await banner(phone.page).waitFor({ state: 'detached' });
    expect((await phone.context.cookies()).some((c) => c.name === 'jumun_app_splash_hidden')).toBe(false);
    await phone.context.close();

    const desktop = await newCustomer(browser, { desktop: true });
    await desktop.page.goto(appUrl(gateway, '/'));
    await desktop.page.getByRole('heading', { name: '어디로 배달해 드릴까요?' }).waitFor();
    await desktop.page.waitForLoadState('networkidle');
    expect(await banner(desktop.page).count()).toBe(0);
    await desktop.context.close();
  });
});

describe('scroll to top', () => {
  it('takes the customer from the end of a page back to its top, the focus with it', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    // Everything that moves the page (the app banner, the banners' images) is in before scrolling.
    await banner(page).waitFor();
    await page.waitForLoadState('networkidle');
    const toTop = page.getByRole('button', { name: '맨 위로' });
    await toTop.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toBe('주문 홈');
    await context.close();
  });
});

describe('tooltips (spec 001 §2, §9)', () => {
  it('asks for the address for 3 s on a list opened without a location, never in the way of a tap', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await noteWhenShown(page, messages.TOOLTIP_ENTER_ADDRESS);
    await page.goto(appUrl(gateway, '/restaurants/'));
    const tooltip = page.getByRole('status').filter({ hasText: messages.TOOLTIP_ENTER_ADDRESS });
    await tooltip.waitFor();
    await expect(tooltip.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.toBe('none');
    await expectShownFor(page, tooltip, 2_500, 3_100);
    await page.clock.resume();
    // Not on home, which asks in its own prompt.
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('heading', { name: '어디로 배달해 드릴까요?' }).waitFor();
    expect(await tooltip.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the item was added to the order list for 2 s', async () => {
    const { page, context } = await newCustomer(browser);
    await noteWhenShown(page, messages.CART_ADDED_TOOLTIP);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['양념']);
    const tooltip = page.getByRole('status').filter({ hasText: messages.CART_ADDED_TOOLTIP });
    await tooltip.waitFor();
    // above the cart bar, not on it
    const bar = await page.getByRole('link', { name: /^주문표\(1\)/ }).boundingBox();
    const note = await tooltip.boundingBox();
    expect(bar !== null && note !== null && note.y + note.height <= bar.y).toBe(true);
    // Still there 1.4 s after it showed, gone by 2 s.
    await expectShownFor(page, tooltip, 1_400, 2_100);
    await context.close();
  });
});
