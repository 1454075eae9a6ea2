// @module-tag browser
// The delivery location picker as a customer meets it (spec 000 §2 "/location and /location/ |
// Delivery location picker with a map and address search. It can start from device geolocation.";
// spec 001 §4 "Location change", §5): address search with lot and road addresses, "not found",
// the current location (granted and denied), the refusal popup, the map's pin without tiles and its
// lookup 500 ms after a move, the recent addresses, and where the customer lands.
import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { toCheckout } from './checkout-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const hashIs = (hash: string) => (url: URL) => decodeURIComponent(url.hash) === hash;
const headerAddress = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^배달 주소/ });
const isReverseGeocode = (r: Request) => new URL(r.url()).pathname.endsWith('/adiyo/geocode/reverse');

/** Every request that leaves 127.0.0.1 (none may: no tiles, no marker images from elsewhere). */
function outsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') outside.push(r.url());
  });
  return outside;
}

describe('the location picker', () => {
  it('sets the location by address search and lands on the district list, the header showing the address (phone)', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    const outside = outsideRequests(page);
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('searchbox', { name: '배달 받을 주소' }).fill('역삼동');
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: /검색 결과/ });
    await results.getByRole('heading', { name: '검색 결과 1건' }).waitFor();
    const result = results.getByRole('button');
    expect(await result.textContent()).toBe('도로명서울 강남구 테헤란로 152지번서울 강남구 역삼동 823');
    await page.locator('.leaflet-marker-icon').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'location-phone', { fullPage: true });
    await result.click();
    await page.waitForURL(hashIs('#/서울/06236/'));
    await page.getByRole('heading', { name: '배달 주소 설정' }).waitFor({ state: 'detached' });
    expect(await headerAddress(page).textContent()).toContain('서울 강남구 역삼동 823');
    // The recent addresses remember it.
    await headerAddress(page).click();
    await page.waitForURL(hashIs('#/location/'));
    const recent = page.getByRole('region', { name: '최근 배달 주소' });
    await recent.getByRole('button', { name: /역삼동 823/ }).waitFor();
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the address cannot be found when the search has no result (spec 001 §5)', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/location/'));
    const field = page.getByRole('searchbox', { name: '배달 받을 주소' });
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('없는동네');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: messages.ADDRESS_NOT_FOUND });
    await alert.waitFor();
    expect(await field.getAttribute('aria-describedby')).toBe('location-search-message');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills the location from the device when geolocation is granted', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await context.grantPermissions(['geolocation'], { origin: gateway.url });
    await context.setGeolocation({ latitude: 37.5141, longitude: 127.0565 }); // 삼성동
    await page.goto(appUrl(gateway, '/location/'));
    await page.getByRole('button', { name: '현재 위치로 설정' }).click();
    await page.waitForURL(hashIs('#/서울/06164/'));
    expect(await headerAddress(page).textContent()).toContain('서울 강남구 삼성동 159');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the permission hint when geolocation is denied (spec 000 §8 "Geolocation failure")', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await context.clearPermissions();
    await page.goto(appUrl(gateway, '/location/'));
    await page.getByRole('button', { name: '현재 위치로 설정' }).click();
    const alert = page.getByRole('alert').filter({ hasText: messages.GEOLOCATION_PERMISSION_HINT });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(messages.GEOLOCATION_FAILED);
    expect(new URL(page.url()).hash).toBe('#/location/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a point the geocoder does not know, in a popup, and keeps the customer on the picker', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await context.grantPermissions(['geolocation'], { origin: gateway.url });
    await context.setGeolocation({ latitude: 35.1796, longitude: 129.0756 }); // 부산: no district near
    await page.goto(appUrl(gateway, '/location/'));
    await page.getByRole('button', { name: '현재 위치로 설정' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.getByText(messages.ADDRESS_NOT_FOUND).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: '확인' }).click();
    expect(new URL(page.url()).hash).toBe('#/location/');
    expect(await headerAddress(page).textContent()).toContain('배달 받을 주소를 설정해주세요');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the pin without tiles, and looks its address up 500 ms after the map stops moving', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const outside = outsideRequests(page);
    const lookups: number[] = [];
    page.on('request', (r) => {
      if (isReverseGeocode(r)) lookups.push(Date.now());
    });
    await page.goto(appUrl(gateway, '/location/'));
    const map = page.getByRole('region', { name: /지도:/ });
    await map.locator('.leaflet-marker-icon').waitFor();
    expect(await map.locator('img.leaflet-tile').count()).toBe(0);
    // Arrow keys move a focused Leaflet map; several presses in a row ask once, after it settles.
    await map.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    const movedAt = Date.now();
    await page.waitForTimeout(300);
    expect(lookups).toEqual([]);
    await page.getByRole('button', { name: '이 위치로 설정' }).waitFor();
    expect(lookups).toHaveLength(1);
    // measured from the last key press's return, a few ms after the map's own moveend: not quite 500
    expect((lookups[0] ?? 0) - movedAt).toBeGreaterThanOrEqual(450);
    await page.getByText('핀 위치').waitFor();
    await page.getByRole('button', { name: '이 위치로 설정' }).click();
    await page.waitForURL((url) => /^#\/서울\/\d+\/$/.test(decodeURIComponent(url.hash)));
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the customer back to the restaurant they opened the picker from', async () => {
    const { page, context, errors } = await newCustomer(browser);
    // a restaurant opened without a location says so and sends the customer to the picker (§8)
    await page.goto(appUrl(gateway, '/1001/'));
    const alert = page.getByRole('alertdialog');
    await expect(alert.textContent()).resolves.toContain('위치를 알 수 없습니다');
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(hashIs('#/location/'));
    await page.getByRole('searchbox', { name: '배달 받을 주소' }).fill('서초동');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /서초동 1376-3/ }).click();
    await page.waitForURL(hashIs('#/1001/'));
    expect(await headerAddress(page).textContent()).toContain('서울 서초구 서초동 1376-3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the cart when the address moves to another zip code on checkout, and clears it elsewhere (spec 001 §4 "Location change")', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await toCheckout(page, gateway);
    const chooseSeocho = async () => {
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: '주소 검색' }).click();
      const box = header.getByRole('searchbox', { name: '주소 검색' });
      await box.fill('서초동');
      await box.press('Enter');
      await header.getByRole('button', { name: /서초동 1376-3/ }).click();
    };
    // On checkout the customer stays there with the cart ("the screen is not checkout" clears it).
    await chooseSeocho();
    await page.waitForURL(hashIs('#/checkout/'));
    await expect.poll(() => headerAddress(page).textContent()).toContain('서초동 1376-3');
    // The dropdown closed with the choice, the page is there to read.
    await expect(
      page.getByRole('banner').getByRole('searchbox', { name: '주소 검색' }).count(),
    ).resolves.toBe(0);
    await page.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
    await expect(page.getByRole('main').getByText('후라이드치킨').first().isVisible()).resolves.toBe(true);
    // Back on the cart, a move to another zip code (역삼동) clears the cart.
    await page.goto(appUrl(gateway, '/cart/'));
    await page.getByRole('main').getByText('후라이드치킨').first().waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '주소 검색' }).click();
    const box = header.getByRole('searchbox', { name: '주소 검색' });
    await box.fill('역삼동');
    await box.press('Enter');
    await header.getByRole('button', { name: /역삼동 823/ }).click();
    await expect.poll(() => headerAddress(page).textContent()).toContain('역삼동 823');
    // The restaurant's page shows the cart button only for a cart with something in it.
    await page.goto(appUrl(gateway, '/1001/'));
    await page.getByRole('tablist', { name: '음식점 정보' }).waitFor();
    await expect(header.getByRole('link', { name: /^주문표 \d+$/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays the search beside the map on a desktop, accessibly', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await page.goto(appUrl(gateway, '/location/?q=강남구'));
    await page.getByRole('heading', { name: /검색 결과 \d+건/ }).waitFor();
    await page.locator('.leaflet-marker-icon').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'location-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
