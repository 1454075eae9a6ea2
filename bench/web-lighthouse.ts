// One Lighthouse 12 run of a page of the web app: the default config (mobile: a Moto G Power's
// screen, slow 4G and a 4× slower CPU, simulated; or another CPU slowdown, for a slower phone),
// performance and accessibility only. A page that
// needs the customer's stored state (a cart for /checkout/) gets it written into the tab's storage
// first; the HTTP cache is then cleared by hand, since keeping the storage means Lighthouse's own
// reset (which clears the cache too) is off.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser, Page } from 'puppeteer-core';

/** What a customer's browser holds for the app, as read from it (entries of each storage area). */
export interface StoredState {
  readonly local: readonly (readonly [string, string])[];
  readonly session: readonly (readonly [string, string])[];
}

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes of JavaScript over the network (compressed), every script of the load. */
  readonly jsBytes: number;
  /** Lighthouse's measure of this host's speed (higher is faster; a mid-range desktop scores about 1000+). */
  readonly benchmarkIndex: number;
  /** The audits that cost points: accessibility ones failing, performance ones scored under 0.9. */
  readonly findings: readonly string[];
}

async function withState(page: Page, origin: string, state: StoredState, keepWorker: boolean): Promise<void> {
  // A page of the origin that is not the app (a 404 answer), so no app file enters the cache.
  await page.goto(`${origin}/bench-storage-origin`);
  await page.evaluate(
    async (s: StoredState, keep: boolean) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of s.local) localStorage.setItem(k, v);
      for (const [k, v] of s.session) sessionStorage.setItem(k, v);
      // the app's service worker (web/pwa/) left by an earlier run would make this a return visit
      if (keep) return;
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    },
    state,
    keepWorker,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** JUMUN_BENCH_WEB_TRACES=1 keeps each run's trace beside its report. */
const KEEP_TRACES = process.env.JUMUN_BENCH_WEB_TRACES === '1';

function scoreOf(category: { score: number | null } | undefined): number {
  return Math.round((category?.score ?? 0) * 100);
}

export interface RunOptions {
  /** Keep the app's service worker and its caches (a return visit, bench/pwa-return-visit.ts). */
  readonly keepWorker?: boolean;
  /** The simulated CPU slowdown; Lighthouse's mobile default is 4. */
  readonly cpuSlowdown?: number;
  /**
   * `simulate` (Lighthouse's default: Lantern computes the metrics from an unthrottled load) or
   * `devtools` (the same slow 4G and CPU applied to the browser while it loads).
   */
  readonly throttlingMethod?: 'simulate' | 'devtools';
  /**
   * The page's script files refused (Lighthouse's `blockedUrlPatterns`): what is left is the HTML with
   * its inline scripts, styles and fonts, so the run gives the host's ceiling for that page.
   */
  readonly withoutScriptFiles?: boolean;
}

/**
 * Runs Lighthouse on `url` in a new tab of `browser`, with `state` stored first (else a fresh
 * origin: Lighthouse clears its storage). `reportFile` keeps the run's full report (JSON) for a look.
 * The app's service worker and its caches go with the HTTP cache unless `keepWorker`.
 */
export async function lighthouseRun(
  browser: Browser,
  url: string,
  state: StoredState | null,
  reportFile: string,
  {
    keepWorker = false,
    cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier,
    throttlingMethod = 'simulate',
    withoutScriptFiles = false,
  }: RunOptions = {},
): Promise<LighthouseFigures> {
  const page = await browser.newPage();
  try {
    if (state !== null) await withState(page, new URL(url).origin, state, keepWorker);
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: state !== null,
        throttlingMethod,
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
        ...(withoutScriptFiles ? { blockedUrlPatterns: ['*.js'] } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    writeFileSync(reportFile, JSON.stringify(lhr));
    // the run's trace beside it, for DevTools' Performance panel (what each long task was)
    if (KEEP_TRACES)
      writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    const audit = (id: string) => lhr.audits[id];
    const scripts = (
      audit('resource-summary')?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    const findings: string[] = [];
    for (const [name, limit] of [
      ['accessibility', 1],
      ['performance', 0.9],
    ] as const) {
      for (const ref of lhr.categories[name]?.auditRefs ?? []) {
        const a = audit(ref.id);
        if (
          a &&
          a.score !== null &&
          a.score < limit &&
          (name === 'accessibility' || ref.weight > 0 || a.score < 0.5)
        )
          findings.push(`${name}: ${a.id}`);
      }
    }
    return {
      performance: scoreOf(lhr.categories.performance),
      accessibility: scoreOf(lhr.categories.accessibility),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
      cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
      jsBytes: scripts?.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      findings,
    };
  } finally {
    await page.close();
  }
}
