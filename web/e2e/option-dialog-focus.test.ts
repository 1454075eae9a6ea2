// @module-tag browser
// Focus comes back to the menu row that opened the option dialog (WCAG 2.4.3), every time: closed by
// Escape or by its 닫기 button, twenty times in a row, on a short menu and on the 1,000-item one whose
// list is windowed. Every other pair of times the page behind is scrolled to its top while the dialog
// is open (as a swipe over the backdrop does): the windowed list then no longer draws the row that
// opened it, and focus must find the row again and bring it into view.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { menuRow, openRestaurant } from './cart-steps.ts';
import { newCustomer, realClockCustomer, startForFile } from './harness.ts';
import { openStaffView } from './restaurant-helpers.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

/** Whether the focused element is the menu row of `name` (its button, whose text starts with it), in view. */
async function focusIsOnRow(page: Page, name: string): Promise<boolean> {
  return page
    .waitForFunction(
      (name) => {
        const active = document.activeElement;
        if (!(active instanceof HTMLButtonElement) || active.closest('[data-menu-list]') === null)
          return false;
        const { top, bottom } = active.getBoundingClientRect();
        return (active.textContent ?? '').trim().startsWith(name) && top >= 0 && bottom <= window.innerHeight;
      },
      name,
      { timeout: 1_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * A windowed row is drawn only near the screen: the list is scrolled down until it is, from the top
 * again when the page's end comes first (the focus return may have scrolled past it), and scrolled
 * into view; a row that the list's window drops meanwhile is looked for again.
 */
async function showRow(page: Page, row: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    for (let step = 0; step < 400 && (await row.count()) === 0; step++) {
      const moved = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, 600);
        return window.scrollY !== before;
      });
      if (!moved) await page.evaluate(() => window.scrollTo(0, 0));
    }
    const shown = await row.scrollIntoViewIfNeeded({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
  }
  throw new Error('the row was not drawn after three searches down the list');
}

/** Opens `name`'s dialog and closes it 20 times, by Escape and by 닫기 in turn; the closes whose focus came back. */
async function openAndClose20Times(page: Page, name: string): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < 20; i++) {
    const row = menuRow(page, name);
    await showRow(page, row);
    await row.tap();
    const dialog = page.getByRole('dialog', { name, exact: true });
    await dialog.waitFor();
    if (i % 4 >= 2) await page.evaluate(() => window.scrollTo(0, 0));
    const how = i % 2 === 0 ? 'Escape' : '닫기';
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });
    outcomes.push(`${i + 1} ${how}: ${(await focusIsOnRow(page, name)) ? 'back' : 'lost'}`);
  }
  return outcomes;
}

const allBack = (how: (i: number) => string) =>
  Array.from({ length: 20 }, (_, i) => `${i + 1} ${how(i)}: back`);
const expected = allBack((i) => (i % 2 === 0 ? 'Escape' : '닫기'));

describe('focus after the option dialog closes', () => {
  it('returns to the row that opened it, 20 times in a row, by Escape and by 닫기', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openRestaurant(page, gateway, 1001);
    expect(await openAndClose20Times(page, '양념치킨')).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('returns to the row on the 1,000-item menu, whose list is windowed, 20 times in a row', async () => {
    // without the harness's fake clock: the windowed list measures on real frames
    const { context, page, errors } = await realClockCustomer(browser);
    // a phone's CPU: 4× slower
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openStaffView(page, gateway, 1027, '역삼 메가푸드마켓');
    await page.getByRole('tab', { name: '메뉴 1,000' }).waitFor();
    const chicken = page.locator('[data-menu-list] h3 button', { hasText: /^치킨 50/ });
    if ((await chicken.getAttribute('aria-expanded')) === 'false') await chicken.click();
    // the 33rd of the category's 50 rows: far below the first screen of the windowed list
    expect(await openAndClose20Times(page, '닭강정 세트')).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
