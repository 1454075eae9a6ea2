// The host's floor under Lighthouse's TBT (issue "Instant and light", point 3): how much of the
// main thread's blocking on `/` is the host's own cost of painting the prerendered HTML, and how much
// the app's script adds. At phone size with Chromium's CPU slowed 4×, `/` is opened as a first visit
// twice, once with JavaScript off (the prerendered home alone: parsing it, styling it, laying out its
// Korean text in the system's fonts) and once as it ships, and a trace of the page's main thread
// is read over the first 10 s: the blocking time after the first contentful paint (each task's time
// past 50 ms, summed, as TBT counts it, though to the end of the 10 s rather than to quiet), the
// same before that paint (which TBT does not count), the main thread's busy time and its longest
// task.
import type { Browser } from 'playwright-core';

export interface HostFloorFigures {
  readonly withoutScript: MainThread;
  readonly withScript: MainThread;
}

export interface MainThread {
  /** From the first contentful paint on, as TBT counts. */
  readonly blockingMs: number;
  /** Before it (the first paint's own work). */
  readonly blockingBeforePaintMs: number;
  readonly busyMs: number;
  readonly longestTaskMs: number;
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {
    readonly name?: string;
    readonly frame?: string;
    readonly data?: { readonly isOutermostMainFrame?: boolean };
  };
}

const WATCH_MS = 10_000;
const LONG_TASK_MS = 50;

/** The renderer main thread that worked the most (the page's), split at its first contentful paint. */
function pageMainThread(events: readonly TraceEvent[]): MainThread {
  const renderers = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || e.ph !== 'X' || !renderers.has(thread)) continue;
    const list = tasks.get(thread);
    if (list === undefined) tasks.set(thread, [e]);
    else list.push(e);
  }
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const sum = (xs: readonly TraceEvent[], of: (e: TraceEvent) => number) => xs.reduce((a, e) => a + of(e), 0);
  const [thread, main] = [...tasks].sort((a, b) => sum(b[1], ms) - sum(a[1], ms))[0] ?? ['', []];
  const pid = Number(thread.split(':')[0]);
  const paint =
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? Number.POSITIVE_INFINITY;
  const blocking = (e: TraceEvent) => Math.max(0, ms(e) - LONG_TASK_MS);
  return {
    blockingMs: sum(
      main.filter((e) => e.ts >= paint),
      blocking,
    ),
    blockingBeforePaintMs: sum(
      main.filter((e) => e.ts < paint),
      blocking,
    ),
    busyMs: sum(main, ms),
    longestTaskMs: Math.max(0, ...main.map(ms)),
  };
}

async function load(browser: Browser, origin: string, javaScriptEnabled: boolean): Promise<MainThread> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    javaScriptEnabled,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(`${origin}/#/`);
    await page.waitForTimeout(WATCH_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return pageMainThread(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/** One pass: `/` without script, then with it. */
export async function measureHostFloor(browser: Browser, origin: string): Promise<HostFloorFigures> {
  const withoutScript = await load(browser, origin, false);
  const withScript = await load(browser, origin, true);
  return { withoutScript, withScript };
}
