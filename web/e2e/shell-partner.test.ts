// @module-tag browser
// The partner entry modes (spec 001 §1, §4 "Partner entries", §8): the embedded partner app (home
// is /전체/), the travel app (valid 12 hours from origintime), the print-ad channel, and the place
// partner whose place sets the delivery address — or whose errors (NOT_AVAILABLE, an unknown place)
// are shown before the location picker.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { toCheckout } from './checkout-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const HOUR = 3_600_000;
const NOW = Date.parse(TEST_NOW);
const hashIs = (hash: string) => (url: URL) => decodeURIComponent(url.hash) === hash;
const mode = (page: Page) => page.evaluate(() => sessionStorage.getItem('partner_mode'));
const popup = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

describe('partner entries', () => {
  it('enters the embedded partner app: the restaurant list is home (spec 001 §2)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/?entry=partner_app'));
    await page.waitForURL(hashIs('#/전체/'));
    expect(await mode(page)).toBe('embedded');
    const brand = page.getByRole('banner').getByRole('link', { name: '주문 홈' });
    expect(decodeURIComponent((await brand.getAttribute('href')) ?? '')).toBe('#/전체/');
    // Home itself leads to the list for the rest of the visit.
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await page.waitForURL(hashIs('#/전체/'));
    await page.locator('main').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'partner-embedded-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("labels the partner's wallet as the app's own payment inside the embedded app (spec 001 §1)", async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/?entry=partner_app'));
    await page.waitForURL(hashIs('#/전체/'));
    await toCheckout(page, gateway);
    const payment = page.getByRole('group', { name: '결제수단' });
    await payment.getByRole('radio', { name: '스마일페이 (앱 간편결제)' }).waitFor();
    expect(await payment.getByRole('radio', { name: '스마일페이', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('enters from the travel app within 12 hours of origintime, and as a plain visit after', async () => {
    const fresh = await newCustomer(browser);
    const recent = Math.floor((NOW - 11 * HOUR) / 1000);
    await fresh.page.goto(appUrl(gateway, `/?entry=travel&origintime=${recent}`));
    await fresh.page.waitForURL(hashIs('#/'));
    await expect.poll(() => mode(fresh.page)).toBe('travel');
    await fresh.context.close();

    const stale = await newCustomer(browser);
    const old = Math.floor((NOW - 12 * HOUR) / 1000);
    await stale.page.goto(appUrl(gateway, `/?entry=travel&origintime=${old}`));
    await stale.page.waitForURL(hashIs('#/'));
    await expect.poll(() => mode(stale.page)).toBe('main');
    await stale.context.close();
  });

  it('enters from the print-ad channel', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/?entry=print_ad&channel=flyer-06236'));
    await page.waitForURL(hashIs('#/'));
    await expect.poll(() => mode(page)).toBe('printAd');
    await context.close();
  });

  it("enters from the place partner: the place's address is set and its restaurant opened", async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/?entry=place&place_id=np-1001'));
    await page.waitForURL(hashIs('#/1001/'));
    await page.getByRole('tablist', { name: '음식점 정보' }).waitFor();
    const address = page.getByRole('banner').getByRole('link', { name: /배달 주소/ });
    await expect.poll(() => address.textContent()).not.toContain('배달 받을 주소를 설정해주세요');
    expect(await mode(page)).toBe('place');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the place service has a temporary error for NOT_AVAILABLE, then opens the picker (spec 001 §8)', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/?entry=place&place_id=np-unavailable'));
    const notice = popup(page).filter({ hasText: messages.PLACE_PARTNER_NOT_AVAILABLE });
    await notice.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(hashIs('#/location/'));
    await context.close();
  });

  it('asks to set the address again for a place it cannot find, then opens the picker (spec 001 §8)', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/?entry=place&place_id=np-999999'));
    const notice = popup(page).filter({ hasText: messages.PLACE_PARTNER_ADDRESS_ERROR });
    await notice.waitFor();
    await notice.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(hashIs('#/location/'));
    await context.close();
  });
});
