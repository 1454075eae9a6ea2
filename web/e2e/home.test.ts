// @module-tag browser
// Home as a customer meets it (spec 000 §2 "/ | Home. Choosing a category changes the route.", §8
// "Unknown location ... then the address input is focused"; spec 001 §2 "Category order"): the
// prompt and the focused address field without a location, the categories in the spec's order,
// the event banners, and with a location the address and the district's lists.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import { hrefOf } from '../../domain/routes/route-href.ts';
import { CATEGORIES } from '../../domain/shell/categories.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const decodedHash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const categoryLinks = (page: Page) =>
  page.getByRole('navigation', { name: '무엇을 드시고 싶으세요?' }).getByRole('link');

describe('home', () => {
  it('asks for the address with the field focused, and lists the categories in the spec order (phone)', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    await page.getByText(messages.LOCATION_UNKNOWN).waitFor();
    const field = page.getByRole('searchbox', { name: '배달 받을 주소' });
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await categoryLinks(page).allTextContents()).toEqual([...CATEGORIES]);
    expect(await categoryLinks(page).nth(3).getAttribute('href')).toBe(
      `#${hrefOf({ name: 'category', category: '치킨' })}`,
    );
    // The event banners, in their _N order, each opening its event page.
    const banners = page.getByRole('region', { name: '이벤트' }).getByRole('link');
    await banners.first().waitFor();
    expect(
      await banners.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    ).toEqual(['겨울맞이 첫주문할인', '리뷰이벤트', '치킨데이']);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'home-phone', { fullPage: true });
    await categoryLinks(page).nth(3).click();
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/치킨/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the typed address on the location picker with Enter', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('searchbox', { name: '배달 받을 주소' }).fill('역삼동');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/location/?q=역삼동');
    await page.getByRole('button', { name: /테헤란로 152/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not search on Enter while a Korean syllable is being composed', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    const field = page.getByRole('searchbox', { name: '배달 받을 주소' });
    await field.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: '역', selectionStart: 1, selectionEnd: 1 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).hash).toBe('#/');
    // The syllable settles; now Enter searches.
    await cdp.send('Input.insertText', { text: '역삼' });
    expect(await field.inputValue()).toBe('역삼');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/location/?q=역삼');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the delivery address and opens the district lists once a location is set (desktop)', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await page.goto(appUrl(gateway, '/location/?q=역삼동'));
    await page.getByRole('button', { name: /테헤란로 152/ }).click();
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/서울/06236/');
    await page.getByRole('link', { name: '주문 홈' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    const address = page.getByRole('region', { name: '배달 주소' });
    await address.getByText('서울 강남구 테헤란로 152').waitFor();
    await address.getByText('서울 강남구 역삼동 823').waitFor();
    expect(await page.getByText(messages.LOCATION_UNKNOWN).count()).toBe(0);
    expect(await categoryLinks(page).nth(3).getAttribute('href')).toBe(
      `#${hrefOf({ name: 'district', city: '서울', zipcode: '06236', category: '치킨' })}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'home-desktop');
    await page.getByRole('link', { name: '우리 동네 음식점 보기' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/서울/06236/');
    expect(decodedHash(page)).toBe('#/서울/06236/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
