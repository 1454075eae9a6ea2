// The first tap of a first visit to / (issue "Instant and light", point 2: what the first tap needs
// loads when the customer first interacts, without making that tap slower): at phone size, with
// Chromium's CPU slowed 4× and the network of Lighthouse's slow 4G as DevTools applies it (562.5 ms
// per request, 1.47 Mbit/s down), home is opened and left alone until its network is quiet, then the
// 치킨 category is tapped. Measured in the page: from the tap's pointerdown to the first frame that
// shows the list's answer (without a location, its address prompt), and the scripts fetched before
// the tap and after it.
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser } from 'playwright-core';

export interface FirstTapFigures {
  /** pointerdown to the frame that shows the category's screen. */
  readonly tapToScreenMs: number;
  /**
   * Script bytes (compressed, as sent): asked for until home's reads had answered (home's own), asked
   * after that and before the tap (what the page fetched idle), and from the tap to the screen.
   */
  readonly scriptKbHome: number;
  readonly scriptKbIdle: number;
  readonly scriptKbAfter: number;
}

/** The list's address prompt (home says it too, under its own heading). */
const PROMPT = '위치를 알 수 없습니다';
const HOME_HEADING = '어디로 배달해 드릴까요?';

declare global {
  interface Window {
    __tap?: { down: number | null; shown: number | null };
  }
}

export async function measureFirstTap(browser: Browser, origin: string): Promise<FirstTapFigures> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const slow4g = throttling.mobileSlow4G;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4g.requestLatencyMs,
      downloadThroughput: (slow4g.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4g.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdownMultiplier });
    let tapped = false;
    let readsAnswered = false;
    let home = 0;
    let idle = 0;
    let after = 0;
    const reads = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') reads.add(request.url());
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'fetch' && !tapped) {
        reads.delete(request.url());
        if (reads.size === 0) readsAnswered = true;
      }
      if (request.resourceType() !== 'script') return;
      const counted = tapped ? 'after' : readsAnswered ? 'idle' : 'home';
      void request.sizes().then((sizes) => {
        if (counted === 'after') after += sizes.responseBodySize;
        else if (counted === 'idle') idle += sizes.responseBodySize;
        else home += sizes.responseBodySize;
      });
    });
    await page.addInitScript(
      ({ prompt, home }) => {
        window.__tap = { down: null, shown: null };
        addEventListener(
          'pointerdown',
          (event) => {
            if (window.__tap === undefined || window.__tap.down !== null) return;
            window.__tap.down = event.timeStamp;
            const watch = (frame: number) => {
              if (window.__tap === undefined) return;
              const text = document.body.innerText;
              const list = decodeURIComponent(location.hash) === '#/치킨/' && !text.includes(home);
              if (list && text.includes(prompt)) window.__tap.shown = frame;
              else requestAnimationFrame(watch);
            };
            requestAnimationFrame(watch);
          },
          { capture: true },
        );
      },
      { prompt: PROMPT, home: HOME_HEADING },
    );
    await page.goto(`${origin}/#/`);
    await page.getByRole('region', { name: '이벤트' }).getByRole('link').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    tapped = true;
    await page
      .getByRole('navigation', { name: '무엇을 드시고 싶으세요?' })
      .getByRole('link', { name: '치킨' })
      .tap();
    await page.waitForFunction(() => window.__tap?.shown != null, undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const tap = await page.evaluate(() => window.__tap);
    if (tap?.down == null || tap.shown == null) throw new Error('the first tap was not timed');
    return {
      tapToScreenMs: tap.shown - tap.down,
      scriptKbHome: home / 1024,
      scriptKbIdle: idle / 1024,
      scriptKbAfter: after / 1024,
    };
  } finally {
    await context.close();
  }
}
