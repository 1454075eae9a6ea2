// Opening a restaurant page as the browser tests do. A location is set the smallest way the app
// offers without the location screen: the staff view (`/{id}/?lat&lng&zipcode&address`, spec 000 §2)
// sets it from the query, and the customer then opens any restaurant without the query.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hrefOf } from '../../domain/routes/route-href.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl } from './harness.ts';

/** Gangnam station, the app's default point (spec 000 §9), in 역삼동 06236. */
export const GANGNAM = {
  point: { lat: 37.498168, lng: 127.02761 },
  zipcode: '06236',
  address: '서울 강남구 역삼동 823',
} as const;

export function staffPath(restaurantId: number): string {
  return hrefOf({
    name: 'restaurant',
    restaurantId,
    staffLocation: GANGNAM,
  });
}

/** The staff view of a restaurant, waiting for its name. */
export async function openStaffView(page: Page, gateway: RunningGateway, restaurantId: number, name: string) {
  await page.goto(appUrl(gateway, staffPath(restaurantId)));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Sets the location through the staff view of 1001, then opens `path` as a customer. */
export async function openAsCustomer(page: Page, gateway: RunningGateway, path: string) {
  await openStaffView(page, gateway, 1001, '역삼 황금치킨');
  await page.goto(appUrl(gateway, path));
}

/** The one popup (alertdialog) with its text; 확인 closes it. */
export async function confirmPopup(page: Page, text: string) {
  const popup = page.getByRole('alertdialog');
  await popup.waitFor();
  await expect(popup.textContent()).resolves.toContain(text);
  await popup.getByRole('button', { name: '확인' }).click();
}
