// @module-tag browser
// The storage lifetimes of spec 000 §9 as a customer meets them, on the browser's faked clock: the
// location forgotten 20 minutes after it was set (the home asks for the address again, on the open
// page and after a reload, the cart kept and ordered once the address is given again), the restaurant read again 10 minutes after it was read
// (a price changed in the gateway meanwhile shows).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, menuRow, openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const min = 60_000;
const addressField = (page: Page) => page.getByRole('searchbox', { name: '배달 받을 주소' });

/** The stored log's event types, oldest first. */
const storedTypes = (page: Page) =>
  page.evaluate(() =>
    Object.values(sessionStorage).flatMap((value) => [...value.matchAll(/"type":"(\w+)"/g)].map((m) => m[1])),
  );

describe('the storage lifetimes (spec 000 §9)', () => {
  it('asks for the address again 20 minutes after the location was set, the cart kept', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['양념']);
    await page.goto(appUrl(gateway, '/'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^배달 주소/ })
      .waitFor();
    await expect(page.getByText(messages.LOCATION_UNKNOWN).count()).resolves.toBe(0);

    // Within its lifetime the location holds.
    await page.clock.runFor(19 * min);
    await expect(page.getByText(messages.LOCATION_UNKNOWN).count()).resolves.toBe(0);
    // At 20 minutes it is forgotten: the home asks for the address, the header says so.
    await page.clock.runFor(2 * min);
    await page.getByText(messages.LOCATION_UNKNOWN).waitFor();
    await addressField(page).waitFor();
    await page.getByText('배달 받을 주소를 설정해주세요').waitFor();
    expect(await storedTypes(page)).toContain('LocationExpired');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'lifetimes-location-expired');

    // The cart is its own session value, without a lifetime.
    await page.goto(appUrl(gateway, '/cart/'));
    await page.getByRole('heading', { name: '주문표', level: 1 }).waitFor();
    await page.getByText('후라이드치킨').first().waitFor();

    // The address given again, the kept cart checks out: its restaurant is read again on the way.
    await page.goto(appUrl(gateway, '/'));
    await addressField(page).fill('역삼동');
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: /검색 결과/ })
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/서울/06236/');
    await page.goto(appUrl(gateway, '/cart/'));
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the address when the app starts again from a log whose location has expired', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await page.goto(appUrl(gateway, '/'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^배달 주소/ })
      .waitFor();
    // The time moves on without the page's timers running (a closed laptop), then the page reloads.
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now + 25 * min);
    await page.reload();
    await page.getByText(messages.LOCATION_UNKNOWN).waitFor();
    await addressField(page).waitFor();
    expect(await storedTypes(page)).toEqual(expect.arrayContaining(['LocationExpired', 'RestaurantExpired']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the open restaurant again 10 minutes after it was read: a changed price shows', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    // As a customer, with the location the staff view set.
    await page.goto(appUrl(gateway, '/1001/'));
    const row = menuRow(page, '후라이드치킨');
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('18,000원');
    try {
      // The restaurant's first item becomes dearer in the gateway.
      await gateway.db.query(
        "UPDATE restaurants SET menu = jsonb_set(menu, '{0,items,0,price}', '18800') WHERE id = 1001",
      );
      await page.clock.runFor(9 * min);
      await expect(row.textContent()).resolves.toContain('18,000원');
      await page.clock.runFor(1 * min + 1_000);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-menu-list] button, [data-menu-list] a')].some(
          (el) => el.textContent?.includes('후라이드치킨') && el.textContent.includes('18,800원'),
        ),
      );
      expect(await storedTypes(page)).toContain('RestaurantExpired');
      // Still on the page, the location kept (it lives 20 minutes).
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/1001/');
    } finally {
      await gateway.db.query(
        "UPDATE restaurants SET menu = jsonb_set(menu, '{0,items,0,price}', '18000') WHERE id = 1001",
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
