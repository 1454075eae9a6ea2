// @module-tag browser
// The restaurant page, the option dialog and the cart in English (issue "English"): a phone whose
// browser prefers English (en-US) reads the page's own words in English, the option dialog's
// refusals in the catalogue's English, money as ₩ and counts with English plurals, with no Hangul
// outside the server's data (the seed's names, menus, reviews and notices) and no axe violation.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { menuRow, openDialog, openRestaurant, optionLabel } from './cart-steps.ts';
import { hangulOutsideData } from './hangul.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

/** 강남 피자스튜디오 of the seed: minimum order 18,000원, delivery 2,000원, free from 35,000원. */
const PIZZA = 1002;

/** Every text of a seed restaurant (names, menu, options, reviews, notices): the server's data. */
function seedTexts(restaurantId: number): string[] {
  const seed: unknown = JSON.parse(
    readFileSync(new URL(`../../fixtures/seed/restaurants/${restaurantId}.json`, import.meta.url), 'utf8'),
  );
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(seed);
  // the categories the gateway makes of the menu (gateway/catalog/menu-view.ts): the server's names
  return [...texts, '인기 메뉴', '사진 메뉴'];
}

/** The page at 360 px, the narrowest phone the UI guide names, for the screenshots. */
async function narrow(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
}

describe('the restaurant page in English', () => {
  it('speaks English in its header, tabs, search, reviews, information and image viewer', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    const data = seedTexts(PIZZA);
    await openRestaurant(page, gateway, PIZZA, { language: 'en' });
    await narrow(page);

    // the header: minimum order, payment methods and the fee with its free step, in won as English writes it
    const main = page.getByRole('main');
    await expect(main.getByText('Minimum order', { exact: true }).locator('..').textContent()).resolves.toBe(
      'Minimum order₩18,000',
    );
    await expect(main.getByText('Online payment, Credit card, Cash').isVisible()).resolves.toBe(true);
    await expect(main.getByText('Free on orders of ₩35,000+').isVisible()).resolves.toBe(true);
    await expect(main.getByText(/^Staff view:/).isVisible()).resolves.toBe(true);
    const tabs = page.getByRole('tablist', { name: 'Restaurant details' });
    await expect(tabs.getByRole('tab', { name: /^Menu \d+$/ }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await expect(tabs.getByRole('tab', { name: /^Reviews \d+$/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByPlaceholder('Search the menu').isVisible()).resolves.toBe(true);
    await expect(menuRow(page, '페퍼로니 피자').textContent()).resolves.toContain('₩19,900');
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await shoot(page, 'english-restaurant-phone');

    // the menu search: Korean typed in English mode still searches; the summary is English
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('피자');
    await expect(main.getByRole('status').filter({ hasText: 'found for' }).textContent()).resolves.toMatch(
      /^\d+ items? found for ‘피자’$/,
    );
    await search.fill('zzz');
    await expect(main.getByText('No items match ‘zzz’.').isVisible()).resolves.toBe(true);
    expect(await hangulOutsideData(page, [...data, '피자'])).toEqual([]);
    await page.getByRole('button', { name: 'Clear' }).click();

    // the reviews tab: the filter, the list and the ages in English; the reviews themselves are data
    await tabs.getByRole('tab', { name: /^Reviews/ }).click();
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await reviews.waitFor();
    await expect(page.getByLabel('Only reviews with photos').isVisible()).resolves.toBe(true);
    await expect(
      reviews
        .getByRole('img', { name: /^\d out of 5 stars$/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      reviews
        .getByText(/ ago$|^Yesterday$|^Just now$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await shoot(page, 'english-restaurant-reviews-phone');

    // the information tab: the owner, photos, the fee table, the business, the origin
    await tabs.getByRole('tab', { name: 'Info' }).click();
    await main.getByRole('heading', { name: 'Business details' }).waitFor();
    const fees = main.getByRole('table', { name: 'Delivery fee by order amount' });
    await expect(fees.getByRole('row').allTextContents()).resolves.toEqual([
      'Order amountDelivery fee',
      'Under ₩35,000₩2,000',
      '₩35,000 or moreFree',
    ]);
    await expect(
      main.getByRole('heading', { name: 'From the owner', exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(main.getByRole('heading', { name: 'Country of origin' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await shoot(page, 'english-restaurant-info-phone', { fullPage: true });

    // the image viewer
    await main.getByRole('button', { name: 'Enlarge restaurant photo 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photos of 강남 피자스튜디오' });
    await viewer.waitFor();
    await expect(viewer.getByRole('img', { name: 'Photo 1' }).isVisible()).resolves.toBe(true);
    await expect(viewer.getByRole('button', { name: 'Next photo' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses picks in English in the option dialog, adds to the cart and counts its items in English', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    const data = seedTexts(PIZZA);
    await openRestaurant(page, gateway, PIZZA, { language: 'en' });
    await narrow(page);
    const dialog = await openDialog(page, '페퍼로니 피자', 'en');
    const add = dialog.getByRole('button', { name: 'Add to cart' });

    // an unsatisfied group: the reason beside the button, the group's name as data
    await expect(add.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByText('Please make a choice for 사이즈.').isVisible()).resolves.toBe(true);
    await expect(
      dialog.getByRole('group', { name: /^토핑 추가 \(Up to 3\) Optional$/ }).isVisible(),
    ).resolves.toBe(true);
    await dialog.getByRole('radio', { name: optionLabel('L') }).check();
    await dialog.getByRole('radio', { name: optionLabel('치즈크러스트') }).check();
    await expect(add.isEnabled()).resolves.toBe(true);

    // too many picks: OPTION_MAX_EXCEEDED's English in the group
    const toppings = dialog.getByRole('group', { name: /^토핑 추가/ });
    for (const name of ['페퍼로니', '베이컨', '올리브'])
      await toppings.getByRole('checkbox', { name: optionLabel(name) }).check();
    await toppings.getByRole('checkbox', { name: optionLabel('치즈 추가') }).click();
    await expect(toppings.getByRole('alert').textContent()).resolves.toBe('You can choose up to 3 options.');
    await expect(dialog.getByText('Total', { exact: true }).locator('..').textContent()).resolves.toMatch(
      /^Total₩\d{2},\d{3}$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await shoot(page, 'english-option-dialog-phone');

    // added: the note and the cart bar, "1 item"
    await add.click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByText('Added to your cart.').isVisible()).resolves.toBe(true);
    const bar = page.getByRole('link', { name: /^Cart \(1 item\)/ });
    await bar.waitFor();
    await expect(bar.textContent()).resolves.toMatch(/^Cart \(1 item\) · ₩\d{2},\d{3}$/);
    await shoot(page, 'english-cart-bar-phone');

    // a second item: "2 items"
    const cola = await openDialog(page, '콜라 1.25L', 'en');
    await cola.getByRole('button', { name: 'Add to cart' }).click();
    await cola.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /^Cart \(2 items\)/ }).click();

    // the cart page: its rows, total and button in English, ₩ amounts
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const cart = page.getByRole('main');
    await expect(cart.getByRole('button', { name: 'Remove 페퍼로니 피자' }).isVisible()).resolves.toBe(true);
    await expect(cart.getByText('Subtotal', { exact: true }).locator('..').textContent()).resolves.toMatch(
      /^Subtotal₩\d{2},\d{3}$/,
    );
    await expect(
      cart.getByText('Delivery fee', { exact: true }).locator('..').textContent(),
    ).resolves.toMatch(/^Delivery fee(₩2,000|₩0)$/);
    await expect(cart.getByText('Total', { exact: true }).locator('..').textContent()).resolves.toMatch(
      /^Total₩\d{2},\d{3}$/,
    );
    await expect(cart.getByRole('button', { name: 'Go to checkout' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await shoot(page, 'english-cart-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a minimum order that blocks ordering in English, in the bar, the cart and on its button', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    const data = seedTexts(PIZZA);
    await openRestaurant(page, gateway, PIZZA, { language: 'en' });
    await narrow(page);
    const cola = await openDialog(page, '콜라 1.25L', 'en');
    await cola.getByRole('button', { name: 'Add to cart' }).click();
    await cola.waitFor({ state: 'detached' });

    // 2,500원 of 18,000원: 15,500 short, which blocks ordering
    const bar = page.getByRole('link', { name: /^Cart \(1 item\)/ });
    await expect(bar.textContent()).resolves.toContain('₩15,500 short of the minimum order');
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await bar.click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const cart = page.getByRole('main');
    await expect(cart.getByText('Add ₩15,500 more to reach the minimum order.').isVisible()).resolves.toBe(
      true,
    );
    await expect(cart.getByText('Add ₩32,500 more for free delivery').isVisible()).resolves.toBe(true);
    const button = cart.getByRole('button', { name: 'Minimum order ₩18,000' });
    await expect(button.isVisible()).resolves.toBe(true);
    // the button's words fit on it at 360 px
    await expect(button.evaluate((b) => b.scrollWidth <= b.clientWidth)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hangulOutsideData(page, data)).toEqual([]);
    await shoot(page, 'english-cart-min-order-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
