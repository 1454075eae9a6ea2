// Status change to screen on the order's page: from the sandbox order desk's post that moves an
// order (the gateway's transition) to the thank-you page on a phone showing the new status, over
// 20 changes (5 orders, each accepted, cooked, sent out and delivered), median and max. Run by
// `npm run bench:order-page` (bench/order-page.bench.mjs bundles this file), on `jumun serve --db
// memory --order-pace hold` (only the bench moves the orders) serving the built app (dist/web),
// and Debian's Chromium at phone size. The page's time of a change is the animation frame after a
// MutationObserver saw the status line change (the frame that paints it), on the same wall clock
// as the post's, which is taken before the post is sent.
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import type { RunningGateway } from '../gateway/start.ts';
import { becomeCustomer, placeOrderInNode } from '../web/e2e/node-order.ts';
import { type DeskMove, desk } from '../web/e2e/order-desk.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './web-chromium.ts';

const ORDERS = Number(process.env.JUMUN_BENCH_ORDERS ?? 5);
const PORT = Number(process.env.JUMUN_BENCH_ORDER_PAGE_PORT ?? 8807);
const NOW = '2026-11-21T12:00:00+09:00';
const MOVES: readonly { readonly move: DeskMove; readonly shows: string }[] = [
  { move: { action: 'accept', minutes: 30 }, shows: '접수 완료' },
  { move: { action: 'cook' }, shows: '조리 중' },
  { move: { action: 'depart' }, shows: '배달 중' },
  { move: { action: 'deliver' }, shows: '배달 완료' },
];
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
} as const;

/** Wall-clock milliseconds with the sub-millisecond part, as the page measures too. */
const wallNow = () => performance.timeOrigin + performance.now();

/** Records, in the page, each status the status line shows and when it first showed. */
async function watchStatus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __shown: Record<string, number> }).__shown = seen;
    const line = document.querySelector('[aria-labelledby="order-progress-title"] p[aria-live] strong');
    if (line === null) throw new Error('no status line');
    // the frame that paints the change: its animation frame callback's time
    const note = () => {
      const text = line.textContent ?? '';
      if (text in seen) return;
      seen[text] = Number.POSITIVE_INFINITY;
      requestAnimationFrame(() => {
        seen[text] = performance.timeOrigin + performance.now();
      });
    };
    note();
    new MutationObserver(note).observe(line, { childList: true, characterData: true, subtree: true });
  });
}

const shownAt = (page: Page, status: string) =>
  page.evaluate((s) => {
    const at = (window as unknown as { __shown: Record<string, number> }).__shown[s];
    return at === undefined || at === Number.POSITIVE_INFINITY ? null : at;
  }, status);

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

function serve(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      'bin/jumun.js',
      'serve',
      '--db',
      'memory',
      '--port',
      String(PORT),
      '--now',
      NOW,
      '--order-pace',
      'hold',
      '--quiet',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (c) => String(c).includes('jumun is running') && resolve(child));
    child.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
  });
}

const server = await serve();
// what the browser tests' steps read of a gateway: its address
const gateway = { url: `http://127.0.0.1:${PORT}` } as RunningGateway;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
const latencies: number[] = [];
try {
  for (let n = 0; n < ORDERS; n++) {
    const order = await placeOrderInNode(gateway, {
      phone: `010-3300-${String(n + 1).padStart(4, '0')}`,
      payment: 'cash',
    });
    const orderNumber = order.checkout.orderNumber ?? '';
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await becomeCustomer(page, gateway, order);
    await page.goto(`${gateway.url}/#/checkout/thankyou!!/?order_number=${orderNumber}`);
    const poll = page.getByRole('dialog', { name: '이번 주문은 어떠셨나요?' });
    await poll.getByRole('button', { name: '닫기' }).click();
    await page
      .getByRole('region', { name: '주문 상태' })
      .getByRole('button', { name: '주문 취소' })
      .waitFor();
    // the stream open before the first move (the page reads, then follows)
    await page.waitForTimeout(300);
    await watchStatus(page);
    for (const { move, shows } of MOVES) {
      const sent = wallNow();
      await desk(gateway, orderNumber, move);
      let at: number | null = null;
      for (let waited = 0; at === null && waited < 10_000; waited += 10) {
        at = await shownAt(page, shows);
        if (at === null) await new Promise((r) => setTimeout(r, 10));
      }
      if (at === null) throw new Error(`order ${orderNumber}: ${shows} never showed`);
      latencies.push(at - sent);
      await page.waitForTimeout(200);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
console.log(
  `order page, status change to screen (${latencies.length} changes, phone context; ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}):`,
);
console.log(
  `  median ${ms(median(latencies))}, max ${ms(Math.max(...latencies))}, min ${ms(Math.min(...latencies))}`,
);
console.log(`  each: ${latencies.map((l) => l.toFixed(0)).join(' ')}`);
