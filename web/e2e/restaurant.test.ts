// @module-tag browser
// The restaurant page as a customer meets it (spec 000 §2, §4, §8): the header and tabs, folding
// categories, the menu search (2+ characters, 초성, back, IME), the image viewer, reviews paged 10
// at a time with the photo-only filter, the entry refusals (no location, app-only, closed,
// unreachable), the menu route, axe and screenshots at phone size and one desktop.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { confirmPopup, openAsCustomer, openStaffView } from './restaurant-helpers.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const searchBox = (page: Page) => page.getByRole('searchbox', { name: '메뉴 검색' });
const menuList = (page: Page) => page.locator('[data-menu-list]');

describe('the restaurant page', () => {
  it('shows the header and the tabs, moves between tabs with the arrow keys, folds categories (phone)', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openAsCustomer(page, gateway, '/1024/');
    await page.getByRole('heading', { level: 1, name: '역삼 순대국 명가' }).waitFor();
    const header = page.locator('section[aria-labelledby="restaurant-name"]');
    for (const text of [
      '최소주문금액',
      '9,000원',
      '결제방법',
      '온라인결제, 신용카드, 현금',
      '배달시간',
      '분',
    ]) {
      await expect(header.textContent()).resolves.toContain(text);
    }
    const tabs = page.getByRole('tablist', { name: '음식점 정보' });
    const menuTab = tabs.getByRole('tab', { name: /^메뉴 \d+$/ });
    await expect(menuTab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tabs.getByRole('tab', { name: '리뷰 35' }).isVisible()).resolves.toBe(true);

    // Categories: more than 10 items, so only the first orderable one (or top_items) opens.
    const categories = page.locator('[data-menu-list] h3 button');
    const first = categories.first();
    const wasOpen = (await first.getAttribute('aria-expanded')) === 'true';
    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe(String(!wasOpen));
    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe(String(wasOpen));

    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'restaurant-phone');

    await menuTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: '리뷰 35' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: '리뷰 35' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: '정보' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect(menuTab.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: '정보' }).getAttribute('aria-selected')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the menu from 2 characters, by 초성 too, and back leaves the search', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openStaffView(page, gateway, 1001, '역삼 황금치킨');
    const box = searchBox(page);
    await box.fill('후');
    await expect(menuList(page).getAttribute('data-menu-list')).resolves.toBe('menu');
    await box.fill('후라');
    await page.locator('[data-menu-list="search"]').waitFor();
    await expect(menuList(page).textContent()).resolves.toContain('후라이드치킨');
    await expect(menuList(page).textContent()).resolves.not.toContain('양념치킨');
    await box.fill('ㅇㄴㅊㅋ');
    await page.locator('[data-menu-list="search"][data-keyword="ㅇㄴㅊㅋ"]').waitFor();
    await expect(menuList(page).textContent()).resolves.toContain('양념치킨');
    await page.goBack();
    await page.locator('[data-menu-list="menu"]').waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    expect(page.url()).toContain('#/1001/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters while a syllable is being composed, and Enter mid-composition does nothing (IME)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openStaffView(page, gateway, 1001, '역삼 황금치킨');
    const box = searchBox(page);
    await box.focus();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.insertText', { text: '양' });
    await cdp.send('Input.imeSetComposition', { text: 'ㄴ', selectionStart: 1, selectionEnd: 1 });
    await page.locator('[data-menu-list="search"]').waitFor();
    await cdp.send('Input.imeSetComposition', { text: '녀', selectionStart: 1, selectionEnd: 1 });
    await page.keyboard.press('Enter');
    await cdp.send('Input.imeSetComposition', { text: '념', selectionStart: 1, selectionEnd: 1 });
    await cdp.send('Input.insertText', { text: '념' });
    await page.locator('[data-menu-list="search"][data-keyword="양념"]').waitFor();
    await expect(box.inputValue()).resolves.toBe('양념');
    await expect(menuList(page).textContent()).resolves.toContain('양념치킨');
    expect(page.url()).toContain('#/1001/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the information tab and its image viewer with previous / next and "n / total"', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openStaffView(page, gateway, 1027, '역삼 메가푸드마켓');
    await page.getByRole('tab', { name: '정보' }).click();
    const panel = page.getByRole('tabpanel', { name: '정보' });
    await panel.getByRole('heading', { name: '원산지 정보' }).waitFor();
    await expect(panel.textContent()).resolves.toContain('쌀: 국내산');
    await expect(panel.textContent()).resolves.toContain('메뉴가 1,000가지!');
    await panel.getByRole('button', { name: '음식점 사진 1 크게 보기' }).click();
    const viewer = page.getByRole('dialog', { name: '역삼 메가푸드마켓 사진' });
    await viewer.waitFor();
    await expect(viewer.textContent()).resolves.toContain('1 / 3');
    await viewer.getByRole('button', { name: '다음 사진' }).click();
    await expect(viewer.textContent()).resolves.toContain('2 / 3');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'restaurant-image-viewer-phone');
    await viewer.getByRole('button', { name: '이전 사진' }).click();
    await viewer.getByRole('button', { name: '이전 사진' }).click();
    await expect(viewer.textContent()).resolves.toContain('3 / 3');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a tab chosen from far down the page from its top, right under the tab strip', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openStaffView(page, gateway, 1024, '역삼 순대국 명가');
    const tabs = page.getByRole('tablist', { name: '음식점 정보' });
    /** How far below the tab strip's bottom the chosen panel starts (0: right under it). */
    const gapUnderTabs = (name: string) =>
      page.getByRole('tabpanel', { name }).evaluate((panel) => {
        const list = document
          .querySelector('[role="tablist"][aria-label="음식점 정보"]')
          ?.getBoundingClientRect();
        return Math.round(panel.getBoundingClientRect().top - (list?.bottom ?? 0));
      });
    await page.getByRole('searchbox', { name: '메뉴 검색' }).waitFor();
    for (const name of ['리뷰 35', '정보', /^메뉴 \d+$/, '리뷰 35'] as const) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await tabs.getByRole('tab', { name }).click();
      const panelName =
        typeof name === 'string' ? name : ((await tabs.getByRole('tab', { name }).textContent()) ?? '');
      await expect(gapUnderTabs(panelName)).resolves.toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages the reviews 10 at a time, filters photo reviews, and labels their age', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openStaffView(page, gateway, 1024, '역삼 순대국 명가');
    await page.getByRole('tab', { name: '리뷰 35' }).click();
    const reviews = page.getByRole('list', { name: '리뷰 목록' }).locator(':scope > li');
    await reviews.nth(9).waitFor();
    await expect(reviews.count()).resolves.toBe(10);
    await expect(reviews.first().textContent()).resolves.toMatch(
      /지금 등록|분 전|시간 전|어제|일 전|일주일 전|\d+년/,
    );
    await page.getByRole('button', { name: '리뷰 더 보기' }).click();
    await reviews.nth(19).waitFor();
    await page.getByRole('button', { name: '리뷰 더 보기' }).click();
    await page.getByRole('button', { name: '리뷰 더 보기' }).click();
    await reviews.nth(34).waitFor();
    await expect(page.getByRole('button', { name: '리뷰 더 보기' }).count()).resolves.toBe(0);
    await expect(reviews.count()).resolves.toBe(35);

    await page.getByRole('checkbox', { name: '사진 리뷰만 보기' }).check();
    await page.waitForFunction(() => {
      const items = document.querySelectorAll('[aria-label="리뷰 목록"] > li');
      return items.length > 0 && items.length < 35 && !document.querySelector('[aria-busy="true"]');
    });
    const photoCount = await reviews.count();
    for (let n = 0; n < photoCount; n++) {
      await expect(
        reviews
          .nth(n)
          .getByRole('img', { name: /리뷰 사진/ })
          .count(),
      ).resolves.toBeGreaterThan(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a location asks for one and goes to the location screen (spec 000 §8)', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/1001/'));
    await confirmPopup(page, '위치를 알 수 없습니다.');
    await page.waitForURL((url) => url.hash === '#/location/');
    await context.close();
  });

  it('alerts that an app-only restaurant is ordered in the app, then goes home', async () => {
    const { page, context } = await newCustomer(browser);
    await openAsCustomer(page, gateway, '/1006/');
    await confirmPopup(page, '해당 매장은 모바일 앱에서만 주문하실 수 있습니다.');
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });

  it('shows the closed and the unreachable popups, then returns to the list (spec 000 §4)', async () => {
    const { page, context } = await newCustomer(browser);
    await openAsCustomer(page, gateway, '/1007/');
    await confirmPopup(page, '현재 배달 서비스가 제공 되지않는 음식점입니다.');
    await page.waitForURL((url) => url.hash === '#/restaurants/');
    await page.goto(appUrl(gateway, '/1008/'));
    await confirmPopup(page, '현재 위치에서 주문 가능한 음식점이 아닙니다.');
    await page.waitForURL((url) => url.hash === '#/restaurants/');
    await context.close();
  });

  it('opens the staff view of a closed restaurant without the popup (spec 000 §4, §6)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openStaffView(page, gateway, 1007, '양재 할머니보쌈');
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hands the menu id of /{id}/{menu_id}/ to the option dialog, by id or slug; an unknown one is not served', async () => {
    const { page, context } = await newCustomer(browser);
    // The menu route carries no staff query (domain/routes reads it on /{id}/ only): a customer's.
    await openAsCustomer(page, gateway, '/1001/fried-chicken/');
    const handover = page.locator('[data-option-dialog-handover]');
    await handover.waitFor({ state: 'attached' });
    await expect(handover.getAttribute('data-option-dialog-handover')).resolves.toBe('1001001');
    await page.goto(appUrl(gateway, '/1001/no-such-menu/'));
    await confirmPopup(page, '현재 서비스되지 않는 메뉴입니다.');
    await context.close();
  });

  it('lays out the menu beside the cart column on a desktop', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await openStaffView(page, gateway, 1025, '바삭통닭 역삼본점');
    const aside = await page.getByRole('complementary', { name: '주문표' }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(aside?.x).toBeGreaterThan((main?.x ?? 0) + (main?.width ?? 0) - 1);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'restaurant-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
