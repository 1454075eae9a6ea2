// @module-tag browser
// The promotion banners of home and the service info behind them (spec 001 §3, §5, §7, §9): only the
// visible banners, a carousel turning every 2 s with previous / next and pause, and the service
// info asked again every hour.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, pauseClockSoon, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const promo = (image: string, extra: Record<string, unknown> = {}) => ({
  code: 'mobile.front',
  closed: false,
  start_date: '2026-11-01T00:00:00+09:00',
  end_date: '2026-12-31T23:59:59+09:00',
  images: { android_high: image },
  ...extra,
});

/** Service info answering three visible banners and two that must not show; counts the calls. */
async function threeBanners(page: Page, calls: string[]) {
  await page.route('**/api/v1/service_info/**', (route) => {
    calls.push(route.request().url());
    return route.fulfill({
      json: {
        promotion_banners: [
          promo('images/banners/winter-sale.svg'),
          promo('images/banners/closed-promo.svg', { closed: true }),
          promo('images/banners/chuseok.svg'),
          promo('images/banners/pc-only.svg', { code: 'pc.front' }),
          promo('images/banners/pc-only.svg'),
        ],
        max_sms_verification_time: 5,
      },
    });
  });
}

const carousel = (page: Page) => page.getByRole('region', { name: '프로모션' });
/** The slide showing (the others are hidden, so role queries skip them). */
const shownSlide = (page: Page) =>
  carousel(page).getByRole('group').getAttribute('aria-label', { timeout: 5_000 });

describe('promotion banners', () => {
  it("shows the seed's one visible banner without carousel controls", async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    await carousel(page).getByRole('img', { name: '프로모션 배너 1' }).waitFor();
    expect(await carousel(page).getByRole('group', { includeHidden: true }).count()).toBe(1);
    expect(await carousel(page).getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns every 2 s, pauses, and goes back and forth with its buttons', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const calls: string[] = [];
    await threeBanners(page, calls);
    await page.goto(appUrl(gateway, '/'));
    await carousel(page).getByRole('img', { name: '프로모션 배너 1' }).waitFor();
    expect(await carousel(page).getByRole('group', { includeHidden: true }).count()).toBe(3);
    await page.mouse.move(1, 1); // the pointer away from the carousel
    await pauseClockSoon(page);
    await expect(shownSlide(page)).resolves.toBe('1 / 3');
    await page.clock.runFor(2_000);
    await expect.poll(() => shownSlide(page)).toBe('2 / 3');
    await page.clock.runFor(2_000);
    await expect.poll(() => shownSlide(page)).toBe('3 / 3');
    await page.clock.runFor(2_000);
    await expect.poll(() => shownSlide(page)).toBe('1 / 3');

    await carousel(page).getByRole('button', { name: '배너 자동 넘김 멈춤' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(6_000);
    await expect(shownSlide(page)).resolves.toBe('1 / 3');
    await carousel(page).getByRole('button', { name: '다음 배너' }).click();
    await expect.poll(() => shownSlide(page)).toBe('2 / 3');
    await carousel(page).getByRole('button', { name: '이전 배너' }).click();
    await carousel(page).getByRole('button', { name: '이전 배너' }).click();
    await expect.poll(() => shownSlide(page)).toBe('3 / 3');
    await carousel(page).getByRole('button', { name: '배너 자동 넘김 시작' }).waitFor();
    await page.clock.resume(); // axe runs on timers
    expect(await axeViolations(page)).toEqual([]);
    await carousel(page).scrollIntoViewIfNeeded();
    await shoot(page, 'promotion-banners-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the service info again every hour', async () => {
    const { page, context } = await newCustomer(browser);
    const calls: string[] = [];
    await threeBanners(page, calls);
    await page.goto(appUrl(gateway, '/'));
    await carousel(page).waitFor();
    const before = calls.length;
    expect(before).toBeGreaterThanOrEqual(1);
    await page.clock.fastForward('59:00');
    await page.waitForTimeout(200);
    expect(calls.length).toBe(before);
    await page.clock.fastForward('01:01');
    await expect.poll(() => calls.length).toBe(before + 1);
    await context.close();
  });
});
