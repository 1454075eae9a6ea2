// Interaction to Next Paint on the 1,000-item menu (restaurant 1027) at phone size with Chromium's
// CPU slowed 4× (CDP Emulation.setCPUThrottlingRate): tapping a row to open its option dialog,
// tapping 주문표에 추가, and each keystroke of a menu search. Measured in the page with the Event
// Timing API (PerformanceObserver 'event', durationThreshold 16): the events of one interaction are
// collected while it runs and settles, and its figure is the longest of them (an interaction
// whose events all took under 16 ms reports 16, the API's floor). Korean text arrives as inserted
// text (an `input` event per character, as an IME commits it), so a keystroke's events are its
// beforeinput and input. Beside them, two taps that show what any tap costs on this host: the dialog
// opened again and closed with 닫기 (the add's frame without the add), and a tap on the page's
// heading, which runs none of the app's handlers.
import type { Browser, Page } from 'playwright-core';
import { menuRow } from '../web/e2e/cart-steps.ts';

export const EVENT_TIMING_FLOOR_MS = 16;

export interface InpFigures {
  readonly openDialogMs: number;
  /** From the tap's pointerdown to the first frame that shows the option dialog. */
  readonly dialogShownMs: number;
  readonly addToCartMs: number;
  /** The slowest keystroke of the searches typed, and each keystroke's figure. */
  readonly searchMs: number;
  readonly keystrokesMs: readonly number[];
  /** The option dialog closed with 닫기: what 주문표에 추가 costs without the add. */
  readonly closeDialogMs: number;
  /** A tap on the restaurant's heading: the browser's and React's own work for a tap. */
  readonly headingTapMs: number;
}

/** The phone of the browser tests (web/e2e/harness.ts PHONE), without its fake clock. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
} as const;

declare global {
  interface Window {
    __eventDurations?: number[];
    __dialogTap?: { down: number | null; shown: number | null };
  }
}

/** Times the next tap to the first frame with an open dialog in it. */
async function watchDialogTap(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__dialogTap = { down: null, shown: null };
    addEventListener(
      'pointerdown',
      (event) => {
        const tap = window.__dialogTap;
        if (tap === undefined || tap.down !== null) return;
        tap.down = event.timeStamp;
        const watch = (frame: number) => {
          if (document.querySelector('dialog[open]') !== null) tap.shown = frame;
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      },
      { capture: true, once: true },
    );
  });
}

async function observeEvents(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    window.__eventDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__eventDurations?.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

/** Runs `act`, lets its paints and observer callbacks land, and answers its longest event. */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    window.__eventDurations = [];
  });
  await act();
  // Two frames and a pause: the Event Timing entries are delivered after the paint they end at.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(400);
  const durations = await page.evaluate(() => window.__eventDurations ?? []);
  return Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
}

/** Types `text` a character at a time, each its own interaction. */
async function typed(page: Page, text: string): Promise<number[]> {
  const figures: number[] = [];
  for (const character of text) figures.push(await interaction(page, () => page.keyboard.type(character)));
  return figures;
}

/** One pass over the three interactions, in a new context (a new customer), 4× CPU throttling. */
export async function measureInp(browser: Browser, staffUrl: string): Promise<InpFigures> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(staffUrl);
    await page.getByRole('heading', { level: 1, name: '역삼 메가푸드마켓' }).waitFor();
    await page.getByRole('tab', { name: '메뉴 1,000' }).waitFor();
    // The biggest view, as the browser test opens it: every category unfolded (1,000 rows, windowed).
    const folded = page.locator('[data-menu-list] h3 button[aria-expanded="false"]');
    while ((await folded.count()) > 0) await folded.first().click();
    await page.waitForTimeout(1000);
    await observeEvents(page);

    const row = menuRow(page, '후라이드치킨');
    const dialog = page.getByRole('dialog', { name: /^후라이드치킨/ });
    await watchDialogTap(page);
    const openDialogMs = await interaction(page, async () => {
      await row.tap();
      await dialog.waitFor();
    });
    const dialogTap = await page.evaluate(() => window.__dialogTap);
    if (dialogTap?.down == null || dialogTap.shown == null) throw new Error('the dialog tap was not timed');
    const addToCartMs = await interaction(page, async () => {
      await dialog.getByRole('button', { name: '주문표에 추가' }).tap();
      await dialog.waitFor({ state: 'detached' });
    });

    await page.waitForTimeout(800);
    await row.tap();
    await dialog.waitFor();
    await page.waitForTimeout(800);
    const closeDialogMs = await interaction(page, async () => {
      await dialog.getByRole('button', { name: '닫기' }).tap();
      await dialog.waitFor({ state: 'detached' });
    });
    await page.waitForTimeout(800);
    const headingTapMs = await interaction(page, () =>
      page.getByRole('heading', { level: 1, name: '역삼 메가푸드마켓' }).tap(),
    );

    const box = page.getByRole('searchbox', { name: '메뉴 검색' });
    await box.tap();
    const keystrokes = await typed(page, '치킨');
    await page.locator('[data-menu-list="search"][data-keyword="치킨"]').waitFor();
    await box.fill('');
    await page.waitForTimeout(400);
    keystrokes.push(...(await typed(page, 'ㅊㅋ')));
    await page.locator('[data-menu-list="search"][data-keyword="ㅊㅋ"]').waitFor();
    if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
    return {
      openDialogMs,
      dialogShownMs: dialogTap.shown - dialogTap.down,
      addToCartMs,
      searchMs: Math.max(...keystrokes),
      keystrokesMs: keystrokes,
      closeDialogMs,
      headingTapMs,
    };
  } finally {
    await context.close();
  }
}
