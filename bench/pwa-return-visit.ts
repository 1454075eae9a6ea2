// A return visit with the app's service worker (web/pwa/), under Lighthouse 12's mobile defaults
// with simulated throttling, as bench/web-lighthouse.ts runs them: a customer who has been here
// (the worker installed, the catalogue read under it) opens / and restaurant 1001 again, the HTTP
// cache cleared, so what does not come from the network comes from the worker. Each page is also
// run with the worker gone (lighthouseRun unregisters it and deletes its caches) for comparison.
// Target: LCP <= 0.5 s with the worker. Run with the throttling simulated (Lighthouse's default) and
// applied (JUMUN_BENCH_RETURN_THROTTLING=simulate,devtools by default).
// Bundled and run by bench/pwa-return-visit.bench.mjs; JUMUN_BENCH_WEB_RUNS runs of each (5),
// JUMUN_BENCH_WEB_PAGES the pages (home, restaurant-1001).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startChromium } from './web-chromium.ts';
import { lighthouseRun, type StoredState } from './web-lighthouse.ts';

const NOW = '2026-11-21T12:00:00+09:00';
const PORT = Number(process.env.JUMUN_BENCH_WEB_PORT ?? 8807);
const RUNS = Number(process.env.JUMUN_BENCH_WEB_RUNS ?? 5);
const REPORTS = 'dist/bench/lighthouse-return';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STAFF_QUERY = `lat=37.498168&lng=127.02761&zipcode=06236&address=${encodeURIComponent('서울 강남구 테헤란로 152')}`;
const TARGET_MS = 500;
/** JUMUN_BENCH_WEB_PAGES: the pages to run (home, restaurant-1001), all by default. */
const PAGES = process.env.JUMUN_BENCH_WEB_PAGES?.split(',').map((p) => p.trim());
/**
 * Lighthouse's simulated throttling (Lantern) takes every response the worker answers for a network
 * round trip of the simulated line (it knows only the disk cache and data: URLs as local), so its
 * return visit is also run with the throttling applied to the browser (`devtools`), where what the
 * worker answers from its cache never meets the slow line, as on a phone.
 */
const METHODS = (process.env.JUMUN_BENCH_RETURN_THROTTLING ?? 'simulate,devtools')
  .split(',')
  .map((m) => m.trim()) as ('simulate' | 'devtools')[];

function serve(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['bin/jumun.js', 'serve', '--db', 'memory', '--port', String(PORT), '--now', NOW, '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (c) => String(c).includes('jumun is running') && resolve(child));
    child.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
  });
}

const workerActive = (page: Page) =>
  page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    { timeout: 60_000 },
  );

/**
 * A first visit (the location set by the staff view's query, restaurant 1001 opened as a customer,
 * then /), the worker installed; then both again under its control, so their reads are in its
 * cache. Answers the tab's storage, for the runs: the customer's read of 1001 is in it (held).
 */
async function visitedBefore(browser: Browser): Promise<StoredState> {
  const page = await browser.newPage();
  try {
    await page.goto(`${ORIGIN}/#/1001/?${STAFF_QUERY}`);
    await page.waitForSelector('input[type="search"]');
    await page.mouse.click(1, 1); // the first screen has settled: the worker registers
    await workerActive(page);
    await page.goto(`${ORIGIN}/#/1001/`);
    await page.reload();
    await page.waitForSelector('input[type="search"]');
    await page.goto(`${ORIGIN}/#/`);
    await page.reload();
    await page.waitForSelector('nav a');
    if ((await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)) === undefined)
      throw new Error('the worker does not control the page on the second load');
    return await page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
    }));
  } finally {
    await page.close();
  }
}

/** Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART): such a run is run again. */
async function withRetries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries) throw error;
      process.stderr.write(`  run again after: ${(error as Error).message}\n`);
    }
  }
}

/** Lighthouse's observed (unthrottled) LCP of a saved report, beside the simulated one. */
function observedLcp(reportFile: string): number {
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    audits: { metrics?: { details?: { items?: { observedLargestContentfulPaint?: number }[] } } };
  };
  return lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const figure = (xs: readonly number[]) =>
  `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;

mkdirSync(REPORTS, { recursive: true });
const jumun = await serve();
const chromium = await startChromium();
try {
  const browser = await puppeteer.connect({ browserWSEndpoint: chromium.wsEndpoint, defaultViewport: null });
  const pages = [
    { name: '/ (home, location set)', slug: 'home', url: `${ORIGIN}/#/` },
    { name: '/1001/ (restaurant)', slug: 'restaurant-1001', url: `${ORIGIN}/#/1001/` },
  ].filter((page) => PAGES === undefined || PAGES.includes(page.slug));
  const rows: { name: string; lcp: number[]; observed: number[] }[] = [];
  for (const throttlingMethod of METHODS)
    for (const withWorker of [true, false]) {
      const state = await visitedBefore(browser);
      for (const page of pages) {
        const lcp: number[] = [];
        const observed: number[] = [];
        for (let run = 1; run <= RUNS; run++) {
          const report = join(
            REPORTS,
            `${page.slug}-${withWorker ? 'worker' : 'none'}-${throttlingMethod}-${run}.json`,
          );
          lcp.push(
            (
              await withRetries(() =>
                lighthouseRun(browser, page.url, state, report, { keepWorker: withWorker, throttlingMethod }),
              )
            ).lcpMs,
          );
          observed.push(observedLcp(report));
        }
        rows.push({
          name: `${page.name}, ${withWorker ? 'worker' : 'no worker'}, ${throttlingMethod === 'simulate' ? 'simulated' : 'applied'}`,
          lcp,
          observed,
        });
      }
    }
  await browser.disconnect();
  console.log(
    `return visit, Lighthouse 12 (mobile: slow 4G, 4x CPU, simulated or applied), median of ${RUNS} runs (spread): ` +
      `${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  for (const row of rows)
    console.log(
      `${row.name.padEnd(50)} LCP ${figure(row.lcp)} ms (observed ${figure(row.observed)} ms)  target <= ${TARGET_MS} ms  ${
        median(row.lcp) <= TARGET_MS ? 'ok' : 'MISSED'
      }`,
    );
} finally {
  jumun.kill('SIGTERM');
  await chromium.close();
}
