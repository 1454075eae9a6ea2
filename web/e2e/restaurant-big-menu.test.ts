// The 1,000-item budget (issue "Budgets"): restaurant 1027 renders, opens and searches without
// freezing at phone size with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). Measured in
// the page with the Performance API, from the event's own timestamp to the first animation frame
// that shows the result:
// - tap on a menu row → the option dialog open: a visible `dialog[open]` once the option dialog is
//   built; until then (a stub that draws nothing) the screen's handover marker
//   `[data-option-dialog-handover]`, committed with the dialog: the screen has passed the item on;
// - a keystroke in the menu search → the filtered list drawn for the new keyword.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { PHONE, startForFile } from './harness.ts';
import { openStaffView } from './restaurant-helpers.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const BUDGET_MS = 100;

/** Starts watching: t0 is the first `eventType` event's timestamp, t1 the first frame where `done()` holds. */
function watch(page: Page, eventType: string, condition: string) {
  return page.evaluate(
    ({ eventType, condition }) => {
      const w = window as unknown as {
        __measure: { t0: number | null; t1: number | null; via: string | null };
      };
      w.__measure = { t0: null, t1: null, via: null };
      const done = new Function(`return (${condition})`) as () => string | null;
      document.addEventListener(eventType, (e) => (w.__measure.t0 ??= e.timeStamp), {
        capture: true,
        once: true,
      });
      const frame = () => {
        if (w.__measure.t0 !== null) {
          const via = done();
          if (via) {
            w.__measure.t1 = performance.now();
            w.__measure.via = via;
            return;
          }
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { eventType, condition },
  );
}

async function measured(page: Page): Promise<{ ms: number; via: string }> {
  await page.waitForFunction(
    () => (window as unknown as { __measure: { t1: number | null } }).__measure.t1 !== null,
  );
  return page.evaluate(() => {
    const m = (window as unknown as { __measure: { t0: number; t1: number; via: string } }).__measure;
    return { ms: Math.round(m.t1 - m.t0), via: m.via };
  });
}

describe('a restaurant with 1,000 menu items (4× CPU throttling, phone)', () => {
  it('opens a row and filters the menu search within the budget', async () => {
    // Its own context without the harness's fake clock, so the Performance API keeps real time.
    const context = await browser.newContext({ ...PHONE, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await openStaffView(page, gateway, 1027, '역삼 메가푸드마켓');
    await page.getByRole('tab', { name: '메뉴 1,000' }).waitFor();
    const openMs = Date.now() - started;

    // Open the biggest view: every category unfolded (1,000 rows, windowed).
    const folded = page.locator('[data-menu-list] h3 button[aria-expanded="false"]');
    while ((await folded.count()) > 0) await folded.first().click();

    // Keystroke → filtered list: "치" is one character (no search), "치킨" searches.
    const box = page.getByRole('searchbox', { name: '메뉴 검색' });
    await box.fill('치');
    await watch(
      page,
      'input',
      `document.querySelector('[data-menu-list="search"][data-keyword="치킨"]') && 'list'`,
    );
    await page.keyboard.type('킨');
    const search = await measured(page);
    await expect(page.locator('[data-menu-list]').textContent()).resolves.toContain('후라이드치킨');

    // 초성 over the whole menu: "ㅊㅋ" (치킨 and every name with those initials).
    await box.fill('ㅊ');
    await watch(
      page,
      'input',
      `document.querySelector('[data-menu-list="search"][data-keyword="ㅊㅋ"]') && 'list'`,
    );
    await page.keyboard.type('ㅋ');
    const initials = await measured(page);

    // Back to the menu, then tap a row.
    await page.goBack();
    await page.locator('[data-menu-list="menu"]').waitFor();
    await watch(
      page,
      'click',
      `(document.querySelector('dialog[open]')?.getBoundingClientRect().height > 0 && 'dialog') ||
       (document.querySelector('[data-option-dialog-handover]') && 'handover')`,
    );
    await page.locator('[data-menu-list] li button', { hasText: '후라이드치킨' }).first().tap();
    const tap = await measured(page);
    // With the built option dialog the measurement must have waited for it to be visible.
    if (tap.via === 'dialog') await expect(page.getByRole('dialog').first().isVisible()).resolves.toBe(true);

    console.log(
      `1,000-item menu at 4× CPU throttling, phone: page open ${openMs} ms (incl. network); ` +
        `keystroke → filtered list ${search.ms} ms ("치킨"), ${initials.ms} ms ("ㅊㅋ"); ` +
        `tap → option dialog ${tap.ms} ms (to ${tap.via === 'dialog' ? 'the visible dialog' : "the screen's handover; the dialog is a stub"})`,
    );
    expect(search.ms).toBeLessThan(BUDGET_MS * 3);
    expect(initials.ms).toBeLessThan(BUDGET_MS * 3);
    expect(tap.ms).toBeLessThan(BUDGET_MS * 3);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
