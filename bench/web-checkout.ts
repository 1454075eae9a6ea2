// Checkout at phone size with Chromium's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate): each
// keystroke typed into the checkout's fields to the next frame (a frame-after-input probe, and the
// Event Timing API's durations over its 16 ms floor), and from the pay tap of a cash order to the
// thank-you route and to its page rendered. Driven with the browser tests' own steps, on the real
// clock (the probes time frames, which a fake clock would not advance).
import type { Browser } from 'playwright-core';
import type { RunningGateway } from '../gateway/start.ts';
import {
  detailField,
  payButton,
  phoneField,
  thankYouOrderNumber,
  toCheckout,
  verifyPhone,
} from '../web/e2e/checkout-steps.ts';

export interface CheckoutFigures {
  readonly keystrokes: number;
  readonly keyToPaintMedianMs: number;
  readonly keyToPaintMaxMs: number;
  readonly eventTimingOver16ms: number;
  readonly eventTimingMaxMs: number;
  readonly payToThankYouUrlMs: number;
  readonly payToThankYouRenderedMs: number;
}

/** The phone of the browser tests (web/e2e/harness.ts PHONE), without its fake clock. */
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
} as const;

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const max = (xs: readonly number[]) => Math.max(0, ...xs);

/** One pass: a fresh customer to checkout, the fields typed, the phone verified, a cash order paid. */
export async function measureCheckout(
  browser: Browser,
  origin: string,
  phone: string,
): Promise<CheckoutFigures> {
  // the steps ask a gateway only for its address (the page's origin and the sandbox's SMS outbox)
  const gateway = { url: origin } as RunningGateway;
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await toCheckout(page, gateway);
    await page.evaluate(() => {
      const w = window as unknown as { keyEvents: number[]; keyFrames: number[] };
      w.keyEvents = [];
      w.keyFrames = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.name === 'keydown' || e.name === 'keypress' || e.name === 'input')
            w.keyEvents.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      // 'input' fires for every character, Korean ones typed as inserted text included
      document.addEventListener(
        'input',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => w.keyFrames.push(performance.now() - start), 0));
        },
        true,
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await detailField(page).click();
    await page.keyboard.type('101동 1001호 현관 비밀번호 1234', { delay: 60 });
    await phoneField(page).click();
    await page.keyboard.type(phone, { delay: 60 });
    await page.getByRole('textbox', { name: '요청사항' }).click();
    await page.keyboard.type('문 앞에 두고 벨 눌러주세요', { delay: 60 });
    await page.waitForTimeout(500);
    const keys = await page.evaluate(() => {
      const w = window as unknown as { keyEvents: number[]; keyFrames: number[] };
      return { events: w.keyEvents, frames: w.keyFrames };
    });

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await phoneField(page).fill('');
    await verifyPhone(page, gateway, phone);
    await page.getByRole('radio', { name: '만나서 현금결제' }).check();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const tapped = Date.now();
    await payButton(page).click();
    await thankYouOrderNumber(page);
    const payToThankYouUrlMs = Date.now() - tapped;
    await page.getByRole('main').waitFor();
    const payToThankYouRenderedMs = Date.now() - tapped;
    return {
      keystrokes: keys.frames.length,
      keyToPaintMedianMs: Math.round(median(keys.frames)),
      keyToPaintMaxMs: Math.round(max(keys.frames)),
      eventTimingOver16ms: keys.events.length,
      eventTimingMaxMs: Math.round(max(keys.events)),
      payToThankYouUrlMs,
      payToThankYouRenderedMs,
    };
  } finally {
    await context.close();
  }
}
