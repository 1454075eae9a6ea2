// @module-tag browser
// What a first visit to / fetches (issue "Instant and light", point 2): until its reads have
// answered, at most 110 KB of JavaScript as it travels (compressed), without the command side or the
// stored log's decoder; then, the page idle, what the first tap needs (the command side, the lists'
// screen), so the tap does not wait for it; and ordering goes on as before.
import { performance } from 'node:perf_hooks';
import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const FIRST_VISIT_BUDGET = 110 * 1024;

interface Fetched {
  readonly file: string;
  /** When it was asked for and answered, by the test's watch (the page's own clock is faked). */
  readonly asked: number;
  answered: number | null;
  /** Its body as sent (compressed). */
  bytes: number;
  /** The browser's request, for its own timings. */
  readonly request?: Request;
}

/** What the page fetches, in the order asked. */
function watchFetches(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('request', (request) => {
    const entry: Fetched = {
      file: new URL(request.url()).pathname,
      asked: performance.now(),
      answered: null,
      bytes: 0,
      request,
    };
    fetched.push(entry);
    // A request still finishing when the test closes its customer is not counted (its sizes are
    // gone with the page), and must not reject unheard after the test.
    request
      .response()
      .then((response) =>
        response?.finished().then(async () => {
          entry.answered = performance.now();
          entry.bytes = (await request.sizes()).responseBodySize;
        }),
      )
      .catch(() => undefined);
  });
  return fetched;
}

const chunk = (entries: readonly Fetched[], name: string) =>
  entries.find((entry) => entry.file.startsWith(`/assets/${name}-`) && entry.file.endsWith('.js'));

const waitFor = async (fetched: readonly Fetched[], name: string): Promise<Fetched> => {
  for (let tries = 0; tries < 200; tries++) {
    const entry = chunk(fetched, name);
    if (entry?.answered != null) return entry;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} was not fetched: ${fetched.map((e) => e.file).join(', ')}`);
};

describe('a first visit to /', () => {
  it("fetches at most 110 KB of JavaScript until home's reads have answered, then what the first tap needs", {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    const fetched = watchFetches(page);
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('region', { name: '이벤트' }).getByRole('link').first().waitFor();
    // Left alone: the command side comes once home's reads have answered and the page is idle
    // (web/boot/preload-first-screen.ts), with the lists' screen home's categories lead to.
    const commandSide = await waitFor(fetched, 'command-side');
    await waitFor(fetched, 'restaurant-list-screen');
    const banners = fetched.find((entry) => entry.file === '/api/v1/marketing/banners/');
    // after home's reads have answered, by the browser's own timings (the test's watch hears of an
    // answer a moment after the page has it, which under load made an order out of a tie)
    const bannersTiming = banners?.request?.timing();
    const bannersEnd =
      bannersTiming === undefined
        ? Number.POSITIVE_INFINITY
        : bannersTiming.startTime + bannersTiming.responseEnd;
    expect(commandSide.request?.timing().startTime ?? -1).toBeGreaterThan(bannersEnd);
    // home's own script: what was asked for until its reads answered (then, the page idle, the
    // first tap's files come: the lists' screen and what it imports, the command side)
    const readsAnswered = Math.min(banners?.answered ?? Number.POSITIVE_INFINITY, commandSide.asked);
    const atStart = fetched.filter((entry) => entry.file.endsWith('.js') && entry.asked < readsAnswered);
    const listed = atStart.map((entry) => `${entry.file} ${entry.bytes}`).join(', ');
    const total = atStart.reduce((sum, entry) => sum + entry.bytes, 0);
    expect(total, listed).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    expect(chunk(atStart, 'content-reads'), listed).toBeDefined();
    expect(chunk(atStart, 'stored-log'), listed).toBeUndefined();

    // The first tap draws the category's screen with what is already in (no location yet: it asks).
    const before = fetched.length;
    await page
      .getByRole('navigation', { name: '무엇을 드시고 싶으세요?' })
      .getByRole('link', { name: '치킨' })
      .tap();
    await page.getByText('위치를 알 수 없습니다').first().waitFor();
    const afterTap = fetched.slice(before).filter((entry) => entry.file.endsWith('.js'));
    // (the location tooltip's few hundred bytes come as it shows, after the screen)
    for (const needed of ['command-side', 'restaurant-list-screen', 'order-kit'])
      expect(chunk(afterTap, needed), needed).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
