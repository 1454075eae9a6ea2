// @module-tag browser
// The header as a customer meets it (spec 001 §2 "Header and shell"): the address search with its
// dropdown (current location, the last five addresses, results with lot and road address), the
// cart button by its visibility rules, and the login/logout control drawn from the session.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { unexpectedErrors } from './account-steps.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { becomeCustomer, memberInNode } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const header = (page: Page) => page.getByRole('banner');
const searchToggle = (page: Page) => header(page).getByRole('button', { name: '주소 검색' });
const headerAddress = (page: Page) => header(page).getByRole('link', { name: /배달 주소/ });
const cartButton = (page: Page) => header(page).getByRole('link', { name: /^주문표 \d+$/ });
const hashIs = (hash: string) => (url: URL) => decodeURIComponent(url.hash) === hash;

/** Opens the dropdown, searches `dong` and chooses its one result. */
async function searchAndChoose(page: Page, dong: string, zipcode: string) {
  await searchToggle(page).click();
  const box = header(page).getByRole('searchbox', { name: '주소 검색' });
  await box.fill(dong);
  await box.press('Enter');
  const results = header(page).getByRole('region', { name: /검색 결과/ });
  await results.getByRole('heading', { name: '검색 결과 1건' }).waitFor();
  await results.getByRole('button', { name: new RegExp(dong) }).click();
  await page.waitForURL(hashIs(`#/서울/${zipcode}/`));
  await expect(headerAddress(page).textContent()).resolves.toContain(dong);
}

describe('the header', () => {
  it('searches an address from the dropdown, with lot and road address, and keeps the last five (spec 001 §2, §9)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    // Home without a location asks in its own field: the header has no second one.
    await page.getByRole('heading', { name: '어디로 배달해 드릴까요?' }).waitFor();
    expect(await searchToggle(page).count()).toBe(0);

    await page.goto(appUrl(gateway, '/restaurants/'));
    // It says what it finds, in words a customer sees, not a magnifier alone (which read as a food
    // search; the list has its own, 음식점이나 메뉴 검색).
    const label = searchToggle(page).getByText('주소 검색', { exact: true });
    expect((await label.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await searchToggle(page).click();
    await expect(searchToggle(page).getAttribute('aria-expanded')).resolves.toBe('true');
    const box = header(page).getByRole('searchbox', { name: '주소 검색' });
    await box.waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(
      header(page)
        .getByRole('button', { name: /현재 위치로 설정/ })
        .isVisible(),
    ).resolves.toBe(true);
    // Nothing searched yet and nothing chosen before: no recent list.
    expect(await header(page).getByRole('region', { name: '최근 검색' }).count()).toBe(0);
    await box.press('Enter');
    await header(page).getByRole('alert').filter({ hasText: '배달 받을 주소를 입력해주세요' }).waitFor();
    await box.fill('역삼동');
    await box.press('Enter');
    const results = header(page).getByRole('region', { name: /검색 결과/ });
    await results.getByRole('heading', { name: '검색 결과 1건' }).waitFor();
    expect(await results.getByRole('button').textContent()).toBe(
      '도로명서울 강남구 테헤란로 152지번서울 강남구 역삼동 823',
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'header-search-phone');
    await expect(
      header(page).getByRole('link', { name: '지도에서 주소 찾기' }).getAttribute('href'),
    ).resolves.toBe('#/location/');
    // Escape closes it and gives the focus back to the button.
    await box.press('Escape');
    await results.waitFor({ state: 'detached' });
    await expect.poll(() => searchToggle(page).evaluate((el) => el === document.activeElement)).toBe(true);

    const chosen = [
      ['역삼동', '06236'],
      ['논현동', '06120'],
      ['대치동', '06280'],
      ['도곡동', '06267'],
      ['삼성동', '06164'],
      ['청담동', '06068'],
    ] as const;
    for (const [dong, zipcode] of chosen) await searchAndChoose(page, dong, zipcode);

    await searchToggle(page).click();
    const recent = header(page).getByRole('region', { name: '최근 검색' });
    await recent.waitFor();
    const names = await recent.getByRole('button').allTextContents();
    expect(names).toHaveLength(5);
    const newestFirst = chosen.slice(1).reverse();
    expect(names.map((name, i) => name.includes(newestFirst[i]?.[0] ?? '?'))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    // Choosing from the history sets that address.
    await recent.getByRole('button', { name: /논현동/ }).click();
    await page.waitForURL(hashIs('#/서울/06120/'));
    await expect(headerAddress(page).textContent()).resolves.toContain('논현동');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets the current location from the dropdown', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 37.498168, longitude: 127.02761 });
    await page.goto(appUrl(gateway, '/restaurants/'));
    await searchToggle(page).click();
    await header(page)
      .getByRole('button', { name: /현재 위치로 설정/ })
      .click();
    await page.waitForURL((url) => /^#\/%EC%84%9C%EC%9A%B8\/\d{5}\/$|^#\/서울\/\d{5}\/$/.test(url.hash));
    await expect(headerAddress(page).textContent()).resolves.not.toContain('배달 받을 주소를 설정해주세요');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the cart button only with a location, a non-empty cart and on its screens (spec 001 §2)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await page.getByRole('tablist', { name: '음식점 정보' }).waitFor();
    expect(await cartButton(page).count()).toBe(0); // a location, but an empty cart
    await addToCart(page, '후라이드치킨', ['양념']);
    await cartButton(page).waitFor();
    await expect(cartButton(page).textContent()).resolves.toContain('1');
    for (const [path, shown] of [
      ['/', true],
      ['/restaurants/', true],
      ['/치킨/', true],
      ['/policy/', true],
      ['/privacy/', true],
      ['/location/', true],
      ['/collect_join/', false],
      ['/notice/', false],
      ['/cart/', false],
    ] as const) {
      await page.goto(appUrl(gateway, path));
      await page.waitForURL(hashIs(`#${path}`));
      await page.locator('main').first().waitFor();
      await expect(cartButton(page).count(), path).resolves.toBe(shown ? 1 : 0);
    }
    // Emptying the cart hides it again.
    await page.goto(appUrl(gateway, '/1001/'));
    await cartButton(page).click();
    await page.waitForURL(hashIs('#/cart/'));
    await page.getByRole('button', { name: /삭제/ }).first().click();
    await page.goto(appUrl(gateway, '/1001/'));
    await page.getByRole('tablist', { name: '음식점 정보' }).waitFor();
    expect(await cartButton(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers 로그인 to a guest and 로그아웃 to a member, which logs out (spec 001 §2)', {
    tags: ['smoke'],
  }, async () => {
    const guest = await newCustomer(browser);
    await guest.page.goto(appUrl(gateway, '/restaurants/'));
    await header(guest.page).getByRole('link', { name: '로그인' }).click();
    // the login screen, told to come back to the list afterwards
    await guest.page.waitForURL(hashIs('#/login/?return=/restaurants/'));
    await guest.context.close();

    const { page, context, errors } = await newCustomer(browser);
    const minji = await memberInNode(gateway, 'minji@example.com', 'Jumun!2026');
    await becomeCustomer(page, gateway, minji);
    await page.goto(appUrl(gateway, '/restaurants/'));
    const logout = header(page).getByRole('button', { name: '로그아웃' });
    await logout.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'header-member-phone');
    await logout.click();
    await header(page).getByRole('link', { name: '로그인' }).waitFor();
    await page.waitForFunction(() =>
      Object.values(sessionStorage).some((value) => value.includes('"LoggedOut"')),
    );
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
