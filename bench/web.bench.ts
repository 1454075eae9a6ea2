// `npm run bench:web`: the web app as a customer's phone sees it, on a `jumun serve --db memory`
// (the default seed, the built app in dist/web). Bundled and run by bench/web.bench.mjs.
// - Lighthouse 12, mobile defaults with simulated throttling (slow 4G, a 4× slower CPU), and again
//   with twice the CPU slowdown (8×: a cheaper phone, or this machine's slower siblings), on / (a
//   first visit), restaurant 1019 (308 menu items, opened from a link with the location, as a first
//   visit) and /checkout/ with a cart (the customer's storage written into the tab first): the runs
//   interleaved, 5 of each, the median of each figure printed with its spread, and the host's
//   benchmarkIndex (Lighthouse's measure of the CPU it ran on). Each page again in English (the
//   device's choice stored first). Targets: performance >= 98 (>= 95 at 8×), TBT <= 100 ms (4×),
//   CLS <= 0.01, accessibility 100. Beside them, / again with the app's script files refused (the
//   prerendered HTML with its inline scripts, styles and fonts: no app can score above it on this
//   host, so it is the host's ceiling, without a target).
// - INP at 4x CPU throttling on the 1,000-item menu of 1027 (bench/web-inp.ts), 5 passes, median.
//   Target: <= 50 ms each. Beside them, the dialog closed without adding and a tap on the heading:
//   what a tap costs on this host before the app does anything.
// - Checkout at 4x CPU throttling (bench/web-checkout.ts), 5 passes, median: keystroke to the next
//   frame in its fields (target: median <= 100 ms) and the pay tap of a cash order to the thank-you
//   page.
// - The first tap of a first visit (bench/web-first-tap.ts), 4x CPU and slow 4G, 5 passes, median:
//   home left alone, then a category tapped: the tap to its screen, and the script bytes before and
//   after it.
// - The host's floor (bench/web-host-floor.ts), 4x CPU, 5 passes, median: the main thread's blocking
//   time on / from its first paint and before it, with JavaScript off (the prerendered HTML alone)
//   and as it ships, so that Lighthouse's TBT can be read as the host's share and the app's.
// JUMUN_BENCH_WEB_RUNS sets the number of runs, JUMUN_BENCH_WEB_PARTS=lighthouse, =inp, =checkout, =floor
// one part (or a comma-separated list), JUMUN_BENCH_WEB_CPU the CPU slowdowns Lighthouse runs with
// (default "4,8"), JUMUN_BENCH_WEB_PAGES the pages it runs on (home, restaurant-1019, checkout, and
// each with -en, and home-html, the ceiling: all by default); each run's Lighthouse report is kept in dist/bench/lighthouse/ for a look
// (and its trace beside it with JUMUN_BENCH_WEB_TRACES=1).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { type CheckoutFigures, measureCheckout } from './web-checkout.ts';
import { CHROMIUM, CHROMIUM_FLAGS, startChromium } from './web-chromium.ts';
import { checkStateOpensCheckout, customerAtCheckout } from './web-customer.ts';
import { type FirstTapFigures, measureFirstTap } from './web-first-tap.ts';
import { type HostFloorFigures, type MainThread, measureHostFloor } from './web-host-floor.ts';
import { EVENT_TIMING_FLOOR_MS, type InpFigures, measureInp } from './web-inp.ts';
import { type LighthouseFigures, lighthouseRun, type StoredState } from './web-lighthouse.ts';

const NOW = '2026-11-21T12:00:00+09:00';
const PORT = Number(process.env.JUMUN_BENCH_WEB_PORT ?? 8806);
const RUNS = Number(process.env.JUMUN_BENCH_WEB_RUNS ?? 5);
const REPORTS = 'dist/bench/lighthouse';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STAFF_QUERY = `lat=37.498168&lng=127.02761&zipcode=06236&address=${encodeURIComponent('서울 강남구 테헤란로 152')}`;
const INP_TARGET_MS = 50;
const KEYSTROKE_TARGET_MS = 100;
const CPU_SLOWDOWNS = (process.env.JUMUN_BENCH_WEB_CPU ?? '4,8').split(',').map(Number);

/** The targets at a CPU slowdown: Lighthouse's default (4×) and a slower phone's. */
function targetsAt(cpu: number) {
  return { performance: cpu <= 4 ? 98 : 95, tbtMs: cpu <= 4 ? 100 : null, cls: 0.01, accessibility: 100 };
}
const PAGES = process.env.JUMUN_BENCH_WEB_PAGES?.split(',');
const PARTS = (process.env.JUMUN_BENCH_WEB_PARTS ?? 'lighthouse,inp,checkout,firsttap,floor').split(',');

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

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const fixed = (x: number, digits: number) => x.toFixed(digits);
const figure = (xs: readonly number[], digits = 0) =>
  `${fixed(median(xs), digits)} (${fixed(Math.min(...xs), digits)}-${fixed(Math.max(...xs), digits)})`;

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

function printHostFloor(floors: readonly HostFloorFigures[]) {
  console.log(
    `the host's floor: / at 4× CPU, main thread over its first 10 s, median of ${floors.length} passes (spread), ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const line = (label: string, of: (f: HostFloorFigures) => MainThread) =>
    console.log(
      `${label.padEnd(30)} blocking from the first paint ${figure(floors.map((f) => of(f).blockingMs))} ms, before it ${figure(
        floors.map((f) => of(f).blockingBeforePaintMs),
      )} ms  busy ${figure(
        floors.map((f) => of(f).busyMs),
      )} ms  longest task ${figure(floors.map((f) => of(f).longestTaskMs))} ms`,
    );
  line('JavaScript off (the HTML alone)', (f) => f.withoutScript);
  line('as it ships', (f) => f.withScript);
}

interface Page {
  readonly name: string;
  readonly slug: string;
  readonly url: string;
  readonly state: StoredState | null;
  /** The host's ceiling: the page without the app's script files, measured but given no target. */
  readonly ceiling?: true;
}

function printLighthouse(pages: readonly Page[], runs: Map<string, LighthouseFigures[]>, cpu: number) {
  const all = [...runs.values()].flat();
  console.log(
    `web app, Lighthouse 12 (mobile, simulated throttling, CPU ${cpu}× slower), median of ${RUNS} runs ` +
      `(spread): ${availableParallelism()} cores, benchmarkIndex ${figure(all.map((r) => r.benchmarkIndex))}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const target = targetsAt(cpu);
  for (const page of pages) {
    const rs = runs.get(page.slug) ?? [];
    const ok =
      page.ceiling === true ||
      (median(rs.map((r) => r.performance)) >= target.performance &&
        median(rs.map((r) => r.accessibility)) >= target.accessibility &&
        median(rs.map((r) => r.cls)) <= target.cls &&
        (target.tbtMs === null || median(rs.map((r) => r.tbtMs)) <= target.tbtMs));
    console.log(
      `${page.name.padEnd(30)} performance ${figure(rs.map((r) => r.performance))}  accessibility ${figure(
        rs.map((r) => r.accessibility),
      )}  LCP ${figure(rs.map((r) => r.lcpMs))} ms  TBT ${figure(rs.map((r) => r.tbtMs))} ms  CLS ${figure(
        rs.map((r) => r.cls),
        3,
      )}  JS ${figure(
        rs.map((r) => r.jsBytes / 1024),
        1,
      )} KB  ${
        page.ceiling === true
          ? "(the host's ceiling: no target)"
          : `target performance >= ${target.performance}${
              target.tbtMs === null ? '' : `, TBT <= ${target.tbtMs} ms`
            }, CLS <= ${target.cls}, accessibility ${target.accessibility}  ${ok ? 'ok' : 'MISSED'}`
      }`,
    );
    const counted = new Map<string, number>();
    for (const finding of rs.flatMap((r) => r.findings))
      counted.set(finding, (counted.get(finding) ?? 0) + 1);
    for (const [finding, n] of counted) console.log(`    ${finding}  (${n} of ${rs.length} runs)`);
  }
}

function printInp(passes: readonly InpFigures[]) {
  console.log(
    `INP at 4x CPU throttling, phone, restaurant 1027 (1,000 menu items), median of ${passes.length} passes ` +
      `(spread; ${EVENT_TIMING_FLOOR_MS} means under the Event Timing floor of ${EVENT_TIMING_FLOOR_MS} ms):`,
  );
  const rows: [string, number[]][] = [
    ['opening the option dialog', passes.map((p) => p.openDialogMs)],
    ['adding to the cart', passes.map((p) => p.addToCartMs)],
    ['typing a menu search (slowest key)', passes.map((p) => p.searchMs)],
  ];
  for (const [name, xs] of rows)
    console.log(
      `${name.padEnd(36)} ${figure(xs)} ms  target <= ${INP_TARGET_MS} ms  ${median(xs) <= INP_TARGET_MS ? 'ok' : 'MISSED'}`,
    );
  console.log(`${'the tap to the dialog shown'.padEnd(36)} ${figure(passes.map((p) => p.dialogShownMs))} ms`);
  // what any tap costs here: the targets cannot be met below these
  console.log(
    `${'closing the dialog with 닫기'.padEnd(36)} ${figure(passes.map((p) => p.closeDialogMs))} ms`,
  );
  console.log(`${"a tap on the page's heading".padEnd(36)} ${figure(passes.map((p) => p.headingTapMs))} ms`);
  console.log(
    `    keystrokes ("치킨", "ㅊㅋ") per pass: ${passes.map((p) => p.keystrokesMs.join('/')).join('  ')}`,
  );
}

function printCheckout(passes: readonly CheckoutFigures[]) {
  console.log(
    `checkout at 4x CPU throttling, phone, a cash order of 1001, median of ${passes.length} passes (spread):`,
  );
  const rows: [string, number[], number | null][] = [
    ['keystroke to the next frame (median)', passes.map((p) => p.keyToPaintMedianMs), KEYSTROKE_TARGET_MS],
    ['keystroke to the next frame (slowest)', passes.map((p) => p.keyToPaintMaxMs), null],
    ['Event Timing, slowest key event', passes.map((p) => p.eventTimingMaxMs), null],
    ['pay tap to the thank-you route', passes.map((p) => p.payToThankYouUrlMs), null],
    ['pay tap to the thank-you page drawn', passes.map((p) => p.payToThankYouRenderedMs), null],
  ];
  for (const [name, xs, target] of rows)
    console.log(
      `${name.padEnd(38)} ${figure(xs)} ms${
        target === null ? '' : `  target <= ${target} ms  ${median(xs) <= target ? 'ok' : 'MISSED'}`
      }`,
    );
  console.log(`    keystrokes timed per pass: ${passes.map((p) => p.keystrokes).join(' ')}`);
}

function printFirstTap(passes: readonly FirstTapFigures[]) {
  console.log(
    `the first tap of a first visit to / (a category), 4x CPU, slow 4G, median of ${passes.length} passes (spread):`,
  );
  console.log(`${'tap to the category screen'.padEnd(38)} ${figure(passes.map((p) => p.tapToScreenMs))} ms`);
  console.log(
    `${"scripts until home's reads answered".padEnd(38)} ${figure(
      passes.map((p) => p.scriptKbHome),
      1,
    )} KB  target <= 110 KB  ${median(passes.map((p) => p.scriptKbHome)) <= 110 ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `${'scripts fetched idle before the tap'.padEnd(38)} ${figure(
      passes.map((p) => p.scriptKbIdle),
      1,
    )} KB`,
  );
  console.log(
    `${'scripts the tap fetched'.padEnd(38)} ${figure(
      passes.map((p) => p.scriptKbAfter),
      1,
    )} KB`,
  );
}

mkdirSync(REPORTS, { recursive: true });
const jumun = await serve();
const driven = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
});
const lighthouseChromium = await startChromium();
try {
  const cart = await customerAtCheckout(driven, ORIGIN);
  await checkStateOpensCheckout(driven, ORIGIN, cart);
  const allPages: Page[] = [
    { name: '/ (first visit)', slug: 'home', url: `${ORIGIN}/#/`, state: null },
    {
      name: '/1019/ (308 menu items)',
      slug: 'restaurant-1019',
      url: `${ORIGIN}/#/1019/?${STAFF_QUERY}`,
      state: null,
    },
    { name: '/checkout/ (a cart of 1001)', slug: 'checkout', url: `${ORIGIN}/#/checkout/`, state: cart },
  ];
  const ceiling: Page = {
    name: "/ without the app's script files",
    slug: 'home-html',
    url: `${ORIGIN}/#/`,
    state: null,
    ceiling: true,
  };
  // The same pages in English (issue "English": accessibility 100 in both languages): the device's
  // remembered choice stored first, as the 한국어 / English switch leaves it.
  const english = (state: StoredState | null): StoredState => ({
    local: [...(state?.local ?? []), ['language', 'en']],
    session: state?.session ?? [],
  });
  for (const page of [...allPages])
    allPages.push({
      name: `${page.name} in English`,
      slug: `${page.slug}-en`,
      url: page.url,
      state: english(page.state),
    });
  const pages = [...allPages, ceiling].filter((page) => PAGES === undefined || PAGES.includes(page.slug));
  const browser = await puppeteer.connect({
    browserWSEndpoint: lighthouseChromium.wsEndpoint,
    defaultViewport: null,
  });
  // per CPU slowdown, per page: the runs
  const runs = new Map<number, Map<string, LighthouseFigures[]>>(
    CPU_SLOWDOWNS.map((cpu) => [cpu, new Map()]),
  );
  for (let run = 1; run <= (PARTS.includes('lighthouse') ? RUNS : 0); run++) {
    for (const cpu of CPU_SLOWDOWNS) {
      const atCpu = runs.get(cpu) ?? new Map<string, LighthouseFigures[]>();
      for (const page of pages) {
        const figures = await withRetries(() =>
          lighthouseRun(browser, page.url, page.state, join(REPORTS, `${page.slug}-cpu${cpu}-${run}.json`), {
            cpuSlowdown: cpu,
            withoutScriptFiles: page.ceiling === true,
          }),
        );
        atCpu.set(page.slug, [...(atCpu.get(page.slug) ?? []), figures]);
        process.stderr.write(
          `  run ${run} ${page.slug} at ${cpu}×: performance ${figures.performance}, accessibility ${figures.accessibility}\n`,
        );
      }
    }
  }
  await browser.disconnect();

  const passes: InpFigures[] = [];
  for (let pass = 1; pass <= (PARTS.includes('inp') ? RUNS : 0); pass++)
    passes.push(await measureInp(driven, `${ORIGIN}/#/1027/?${STAFF_QUERY}`));

  const checkouts: CheckoutFigures[] = [];
  for (let pass = 1; pass <= (PARTS.includes('checkout') ? RUNS : 0); pass++)
    checkouts.push(await measureCheckout(driven, ORIGIN, `0105555${String(7000 + pass)}`));

  const firstTaps: FirstTapFigures[] = [];
  for (let pass = 1; pass <= (PARTS.includes('firsttap') ? RUNS : 0); pass++)
    firstTaps.push(await measureFirstTap(driven, ORIGIN));

  const floors: HostFloorFigures[] = [];
  for (let pass = 1; pass <= (PARTS.includes('floor') ? RUNS : 0); pass++)
    floors.push(await measureHostFloor(driven, ORIGIN));

  for (const [cpu, atCpu] of runs) if (atCpu.size > 0) printLighthouse(pages, atCpu, cpu);
  if (passes.length > 0) printInp(passes);
  if (checkouts.length > 0) printCheckout(checkouts);
  if (firstTaps.length > 0) printFirstTap(firstTaps);
  if (floors.length > 0) printHostFloor(floors);
} finally {
  // The gateway first: a browser that fails to close must not leave it holding the port.
  jumun.kill('SIGTERM');
  await driven.close();
  await lighthouseChromium.close();
}
