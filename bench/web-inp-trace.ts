// `node bench/web-inp-trace.mjs DIR [DIR…]`: the 1,000-item menu's interactions (bench/web-inp.ts's
// steps) read from Chromium traces at 4× CPU, for builds compared by turns. Each DIR is a checkout
// with its CLI and web builds (`npm run build`); each gets its own `jumun serve --db memory`, and
// the passes alternate between them (one pass of each, then again), so that the shared machine's
// load falls on both alike. Per interaction, from the trace's renderer main thread:
// - task: the main-thread time of the task that dispatched the tap's click or the key's input;
// - to paint: from that task's start to the end of the next Paint (the task's own, if it paints);
// - to shown: from that task's start to the end of the Paint of the frame that shows the outcome (the
//   dialog open, the dialog gone), and the main thread's busy time within it;
// - style and layout: the style recalculations (elements) and layouts (objects) within "to shown".
// Figures: median (spread) per build, with the load average at the start and the end.
// JUMUN_TRACE_PASSES (default 5) passes per build; JUMUN_TRACE_PORT the first port (default 8871);
// JUMUN_TRACE_KEEP a folder to keep the traces in (DIR's number-pass.json).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { menuRow } from '../web/e2e/cart-steps.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './web-chromium.ts';
import { PHONE } from './web-inp.ts';

const NOW = '2026-11-21T12:00:00+09:00';
const PASSES = Number(process.env.JUMUN_TRACE_PASSES ?? 5);
const FIRST_PORT = Number(process.env.JUMUN_TRACE_PORT ?? 8871);
const STAFF_QUERY = `lat=37.498168&lng=127.02761&zipcode=06236&address=${encodeURIComponent('서울 강남구 테헤란로 152')}`;
/** A folder to keep each pass's trace in (for a look in DevTools' Performance panel), if set. */
const KEEP = process.env.JUMUN_TRACE_KEEP;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: { readonly type?: string; readonly message?: string };
    readonly beginData?: { readonly dirtyObjects?: number; readonly totalObjects?: number };
    readonly elementCount?: number;
  };
}

interface Figures {
  readonly taskMs: number;
  readonly toPaintMs: number;
  readonly toShownMs: number;
  readonly busyMs: number;
  readonly styleMs: number;
  readonly styleElements: number;
  readonly layoutMs: number;
  readonly layoutObjects: number;
}

/** Interaction name → its figures, for one pass. */
type Pass = Map<string, Figures>;

function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['bin/jumun.js', 'serve', '--db', 'memory', '--port', String(port), '--now', NOW, '--quiet'],
    { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((done, fail) => {
    child.stdout?.on('data', (c) => String(c).includes('jumun is running') && done(child));
    child.on('exit', (code) => fail(new Error(`jumun serve in ${dir} exited with ${code}`)));
  });
}

/** Marks the trace with `label` (a TimeStamp event) from the page. */
const mark = (page: Page, label: string) => page.evaluate((l) => console.timeStamp(l), label);

/**
 * Marks the trace with `label` in the first animation frame where `selector` is present (or gone):
 * that frame's Paint is the one that shows it. Awaited before the interaction, so that it watches
 * from the first frame; `window.__marked` holds the label once marked.
 */
async function markWhenShown(page: Page, label: string, selector: string, present: boolean): Promise<void> {
  await page.evaluate(
    ({ label, selector, present }) => {
      const watch = () => {
        if ((document.querySelector(selector) !== null) === present) {
          console.timeStamp(label);
          (window as { __marked?: string }).__marked = label;
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    { label, selector, present },
  );
}

const marked = (page: Page, label: string) =>
  page.waitForFunction((l) => (window as { __marked?: string }).__marked === l, label);

const ms = (us: number) => us / 1000;

/** The figures of the interaction that starts after the TimeStamp `label`. */
function figuresOf(events: readonly TraceEvent[], label: string, eventType: string): Figures {
  const stamp = (message: string) =>
    events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const start = stamp(label);
  const shown = stamp(`${label}:shown`);
  if (start === undefined || shown === undefined)
    throw new Error(`bench/web-inp-trace.ts: no marks for ${label}`);
  const main = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  const tasks = events.filter((e) => main(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts > start.ts);
  const dispatch = events.find(
    (e) => main(e) && e.name === 'EventDispatch' && e.ts > start.ts && e.args?.data?.type === eventType,
  );
  if (dispatch === undefined) throw new Error(`bench/web-inp-trace.ts: no ${eventType} after ${label}`);
  const task = tasks.find((t) => t.ts <= dispatch.ts && dispatch.ts <= t.ts + (t.dur ?? 0));
  if (task === undefined) throw new Error(`bench/web-inp-trace.ts: no task around ${label}'s ${eventType}`);
  const paints = events.filter((e) => main(e) && e.name === 'Paint' && e.ph === 'X');
  const paintAfter = (ts: number) => paints.find((p) => p.ts >= ts);
  // Input is handled in step with frames: the task that dispatches a tap may also paint its frame.
  const next = paintAfter(dispatch.ts);
  const shownPaint = paintAfter(shown.ts);
  if (next === undefined || shownPaint === undefined)
    throw new Error(`bench/web-inp-trace.ts: no paint after ${label}`);
  const end = shownPaint.ts + (shownPaint.dur ?? 0);
  const within = (e: TraceEvent) => main(e) && e.ph === 'X' && e.ts >= task.ts && e.ts < end;
  const sum = (xs: readonly TraceEvent[]) => ms(xs.reduce((total, e) => total + (e.dur ?? 0), 0));
  const styles = events.filter((e) => within(e) && e.name === 'UpdateLayoutTree');
  const layouts = events.filter((e) => within(e) && e.name === 'Layout');
  return {
    taskMs: ms(task.dur ?? 0),
    toPaintMs: ms(next.ts + (next.dur ?? 0) - task.ts),
    toShownMs: ms(end - task.ts),
    busyMs: sum(tasks.filter((t) => t.ts >= task.ts && t.ts < end)),
    styleMs: sum(styles),
    styleElements: styles.reduce((n, e) => n + (e.args?.elementCount ?? 0), 0),
    layoutMs: sum(layouts),
    layoutObjects: layouts.reduce((n, e) => n + (e.args?.beginData?.dirtyObjects ?? 0), 0),
  };
}

/** One pass on `origin`: the dialog opened, 주문표에 추가, the searches "치킨" and "ㅊㅋ" typed. */
async function tracePass(browser: Browser, origin: string, name: string): Promise<Pass> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/#/1027/?${STAFF_QUERY}`);
    await page.getByRole('tab', { name: '메뉴 1,000' }).waitFor();
    const folded = page.locator('[data-menu-list] h3 button[aria-expanded="false"]');
    while ((await folded.count()) > 0) await folded.first().click();
    await page.waitForTimeout(1000);
    await browser.startTracing(page, { categories: CATEGORIES });

    const dialog = page.getByRole('dialog', { name: /^후라이드치킨/ });
    await mark(page, 'open');
    await markWhenShown(page, 'open:shown', '[role=dialog],dialog', true);
    await menuRow(page, '후라이드치킨').tap();
    await dialog.waitFor();
    await marked(page, 'open:shown');
    await page.waitForTimeout(500);

    await mark(page, 'add');
    await markWhenShown(page, 'add:shown', '[role=dialog],dialog', false);
    await dialog.getByRole('button', { name: '주문표에 추가' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await marked(page, 'add:shown');
    await page.waitForTimeout(500);

    const box = page.getByRole('searchbox', { name: '메뉴 검색' });
    await box.tap();
    const keys: string[] = [];
    for (const [word, clear] of [
      ['치킨', true],
      ['ㅊㅋ', false],
    ] as const) {
      for (const character of word) {
        const label = `key ${character}`;
        keys.push(label);
        await mark(page, label);
        // the key's frame: the next one after its input (the search's answer may come later)
        await page.evaluate((l) => {
          addEventListener('input', () => requestAnimationFrame(() => console.timeStamp(l)), {
            capture: true,
            once: true,
          });
        }, `${label}:shown`);
        await page.keyboard.type(character);
        await page.waitForTimeout(400);
      }
      await page.locator(`[data-menu-list="search"][data-keyword="${word}"]`).waitFor();
      if (clear) {
        await box.fill('');
        await page.waitForTimeout(400);
      }
    }
    const raw = await browser.stopTracing();
    if (KEEP !== undefined) {
      mkdirSync(KEEP, { recursive: true });
      writeFileSync(join(KEEP, `${name}.json`), raw);
    }
    const trace = JSON.parse(String(raw)) as { traceEvents: TraceEvent[] };
    const events = [...trace.traceEvents].sort((a, b) => a.ts - b.ts);
    const pass: Pass = new Map([
      ['opening the option dialog', figuresOf(events, 'open', 'click')],
      ['주문표에 추가', figuresOf(events, 'add', 'click')],
    ]);
    for (const key of keys) pass.set(key, figuresOf(events, key, 'input'));
    return pass;
  } finally {
    await context.close();
  }
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const figure = (xs: readonly number[], digits = 1) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const dirs = process.argv.slice(2).map((d) => resolve(d));
if (dirs.length === 0) {
  console.error('usage: node bench/web-inp-trace.mjs DIR [DIR…]  (each DIR built with npm run build)');
  process.exit(2);
}
const servers = await Promise.all(dirs.map((dir, i) => serve(dir, FIRST_PORT + i)));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
});
const loadBefore = load();
const passes: Pass[][] = dirs.map(() => []);
try {
  for (let pass = 1; pass <= PASSES; pass++)
    for (const [i, dir] of dirs.entries()) {
      passes[i]?.push(await tracePass(browser, `http://127.0.0.1:${FIRST_PORT + i}`, `${i + 1}-${pass}`));
      process.stderr.write(`  pass ${pass} ${dir} (load ${load()})\n`);
    }
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await browser.close();
}
console.log(
  `traces at 4× CPU, restaurant 1027 at phone size, median of ${PASSES} passes by turns (spread), ms; ` +
    `load average ${loadBefore} at the start, ${load()} at the end`,
);
for (const [i, dir] of dirs.entries()) {
  const ofDir = passes[i] ?? [];
  console.log(dir);
  for (const name of ofDir[0]?.keys() ?? []) {
    const all = ofDir.map((p) => p.get(name)).filter((f): f is Figures => f !== undefined);
    const col = (pick: (f: Figures) => number, digits = 1) => figure(all.map(pick), digits);
    console.log(
      `  ${name.padEnd(28)} task ${col((f) => f.taskMs)}  to paint ${col((f) => f.toPaintMs)}  ` +
        `to shown ${col((f) => f.toShownMs)}  busy ${col((f) => f.busyMs)}  ` +
        `style ${col((f) => f.styleMs)} (${col((f) => f.styleElements, 0)} el)  ` +
        `layout ${col((f) => f.layoutMs)} (${col((f) => f.layoutObjects, 0)} obj)`,
    );
  }
}
