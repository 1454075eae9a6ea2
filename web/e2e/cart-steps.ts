// Steps the option-dialog and cart tests share: open a restaurant page with a delivery location
// (the staff view's lat, lng, zipcode and address set it, spec 000 §2), open a menu item's dialog,
// pick options and add.
import type { Page } from 'playwright-core';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl } from './harness.ts';

/** The default location (spec 000 §9) in 역삼동: every scenario restaurant but the out-of-range ones reaches it. */
/** The menu's search box, named in the page's language (the English tests pass 'en'). */
const MENU_SEARCH = { ko: '메뉴 검색', en: 'Search the menu' } as const;
type Language = keyof typeof MENU_SEARCH;

const STAFF_QUERY = `lat=37.498168&lng=127.02761&zipcode=06236&address=${encodeURIComponent('서울 강남구 테헤란로 152')}`;

/** Opens /{id}/ (with the location the first time) and waits until the store has the restaurant. */
export async function openRestaurant(
  page: Page,
  gateway: RunningGateway,
  restaurantId: number,
  options: { readonly setLocation?: boolean; readonly language?: Language } = {},
): Promise<void> {
  const query = options.setLocation === false ? '' : `?${STAFF_QUERY}`;
  await page.goto(appUrl(gateway, `/${restaurantId}/${query}`));
  await page.waitForFunction(
    (id) =>
      Object.values(sessionStorage).some(
        (value) => value.includes('"RestaurantOpened"') && value.includes(`"id":${id}`),
      ),
    restaurantId,
  );
  // The menu renders after the restaurant's name has painted: wait for it, or a folded category
  // would be looked for (and unfolded) before it is there.
  await page.getByRole('searchbox', { name: MENU_SEARCH[options.language ?? 'ko'] }).waitFor();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An option's radio or checkbox: its name, then its price, stock note or nothing. */
export const optionLabel = (name: string) => new RegExp(`^${escapeRegExp(name)}(\\s|\\+|\\(|$)`);

/** A menu row: its name starts the button's (or link's) accessible name. */
export function menuRow(page: Page, name: string) {
  const pattern = new RegExp(`^\\s*${escapeRegExp(name)}`);
  return page
    .getByRole('button', { name: pattern })
    .or(page.getByRole('link', { name: pattern }))
    .first();
}

/** Opens the menu categories that are folded (a menu of more than 10 items opens only its first). */
async function unfoldCategories(page: Page) {
  const folded = page.getByRole('main').getByRole('button', { expanded: false });
  for (let n = await folded.count(); n > 0; n = await folded.count()) await folded.first().click();
}

export async function openDialog(page: Page, name: string, language: Language = 'ko') {
  // The menu is there (it renders after the restaurant's name) before its folds are looked at.
  await page.getByRole('searchbox', { name: MENU_SEARCH[language] }).waitFor();
  const row = menuRow(page, name);
  if (!(await row.isVisible())) await unfoldCategories(page);
  await row.click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** Opens the item, picks the options named (radio or checkbox by label) and adds it. */
export async function addToCart(page: Page, name: string, picks: readonly string[] = [], amount = 1) {
  const dialog = await openDialog(page, name);
  for (const pick of picks) await dialog.getByLabel(optionLabel(pick)).check();
  for (let i = 1; i < amount; i++) await dialog.getByRole('button', { name: `${name} 수량 늘리기` }).click();
  await dialog.getByRole('button', { name: '주문표에 추가' }).click();
  await dialog.waitFor({ state: 'detached' });
}
