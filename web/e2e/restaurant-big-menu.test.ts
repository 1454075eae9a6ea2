// @module-tag browser
// A restaurant with 1,000 menu items (1027) on a phone with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate): it opens with every category unfolded (1,000 rows, windowed),
// the menu search filters by a word and by 초성 over the whole menu, and a row opens its option
// dialog. How fast each of these is, is measured by `npm run bench:web` (bench/web-inp.ts).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { realClockCustomer, startForFile } from './harness.ts';
import { openStaffView } from './restaurant-helpers.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

describe('a restaurant with 1,000 menu items (4× CPU throttling, phone)', () => {
  it('unfolds every category, filters the menu search by a word and by 초성, and opens a row', async () => {
    // without the harness's fake clock: the windowed list measures on real frames
    const { context, page, errors } = await realClockCustomer(browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openStaffView(page, gateway, 1027, '역삼 메가푸드마켓');
    await page.getByRole('tab', { name: '메뉴 1,000' }).waitFor();

    // the biggest view: every category unfolded
    const folded = page.locator('[data-menu-list] h3 button[aria-expanded="false"]');
    while ((await folded.count()) > 0) await folded.first().click();

    // "치" is one character (no search), "치킨" searches
    const box = page.getByRole('searchbox', { name: '메뉴 검색' });
    await box.fill('치');
    await page.keyboard.type('킨');
    await page.locator('[data-menu-list="search"][data-keyword="치킨"]').waitFor();
    await expect(page.locator('[data-menu-list]').textContent()).resolves.toContain('후라이드치킨');

    // 초성 over the whole menu: "ㅊㅋ" finds 치킨 among every name with those initials
    await box.fill('ㅊ');
    await page.keyboard.type('ㅋ');
    await page.locator('[data-menu-list="search"][data-keyword="ㅊㅋ"]').waitFor();
    await expect(page.locator('[data-menu-list]').textContent()).resolves.toContain('후라이드치킨');

    // back to the menu, and a row opens its option dialog
    await page.goBack();
    await page.locator('[data-menu-list="menu"]').waitFor();
    await page.locator('[data-menu-list] li button', { hasText: '후라이드치킨' }).first().tap();
    await page.getByRole('dialog').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
