// @module-tag browser
// The dev screen (spec 001 §2 "dev screen: only in debug mode"): absent from the production bundle;
// in a debug build it shows the live log (a command from the console appears at once) and the three
// projections, steps through the log, and
// exports a file that `jumun replay FILE` turns into the very projections the screen shows.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redactJson } from '../../adapters/redact/redact.ts';
import { buildCli, type Jumun } from '../../cli/testing/built-cli.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import {
  appUrl,
  axeViolations,
  closeContextsAfterEach,
  connectBrowser,
  newCustomer,
  shoot,
  startApp,
  WEB_ROOT,
} from './harness.ts';

const DEBUG_ROOT = 'dist/web-debug';
// a text of the dev screen's alone (its title is also the route's page title, which every build knows)
const MARKER = '로그 내보내기';

let gateway: RunningGateway;
let production: RunningGateway;
let browser: Browser;
let jumun: Jumun;
const downloads = mkdtempSync(join(tmpdir(), 'jumun-dev-export-'));

vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  // The debug build, for this file only (the other browser tests share the production one).
  execFileSync(process.execPath, ['scripts/build-web.mjs', '--debug', '--if-stale'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  [gateway, production, browser, jumun] = await Promise.all([
    startApp({ webRoot: DEBUG_ROOT }),
    startApp(),
    connectBrowser(),
    buildCli(),
  ]);
}, 240_000);
closeContextsAfterEach();
afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  await production?.close();
  rmSync(downloads, { recursive: true, force: true });
});

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

type Shown = { cart: unknown; checkout: unknown; session: unknown; order: unknown; history: unknown };

async function shownProjections(page: Page): Promise<Shown> {
  const read = async (key: string) =>
    JSON.parse((await page.locator(`pre[data-projection="${key}"]`).textContent()) ?? 'null') as unknown;
  return {
    cart: await read('cart'),
    checkout: await read('checkout'),
    session: await read('session'),
    order: await read('order'),
    history: await read('history'),
  };
}

const position = async (page: Page) =>
  Number(await page.locator('[data-position]').getAttribute('data-position'));

describe('the dev screen', () => {
  it('is absent from the production bundle, and /dev/ there goes home', async () => {
    const marked = filesOf(WEB_ROOT).filter((f) => readFileSync(f, 'utf8').includes(MARKER));
    expect(marked).toEqual([]);
    expect(filesOf(WEB_ROOT).filter((f) => f.includes('dev-screen'))).toEqual([]);
    // The debug build has it: the marker is the right one to look for.
    expect(
      filesOf(DEBUG_ROOT).filter((f) => readFileSync(f, 'utf8').includes(MARKER)).length,
    ).toBeGreaterThan(0);
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(production, '/dev/'));
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });

  it('steps through the log, and exports a file that `jumun replay` replays to the same projections', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['양념']);
    await addToCart(page, '양념치킨');
    await page.goto(appUrl(gateway, '/dev/'));
    await page.getByRole('heading', { name: '개발자 화면', level: 1 }).waitFor();

    // The live end of the log.
    const events = page.getByRole('list').getByRole('button');
    const length = await events.count();
    expect(length).toBeGreaterThanOrEqual(4);
    expect(await position(page)).toBe(length);
    await page.getByText(`${length}개 중 ${length}개 적용 (실시간)`).waitFor();
    const atEnd = await shownProjections(page);
    expect((atEnd.cart as { items: unknown[] }).items).toHaveLength(2);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'dev-screen-phone');

    // Back one event, to the start, to an event of the list, and forward to the live end again.
    await page.getByRole('button', { name: '이전', exact: true }).click();
    expect(await position(page)).toBe(length - 1);
    expect((await shownProjections(page)).cart).not.toEqual(atEnd.cart);
    await page.getByRole('button', { name: '처음', exact: true }).click();
    expect(await position(page)).toBe(0);
    expect(((await shownProjections(page)).cart as { items: unknown[] }).items).toHaveLength(0);
    expect(await page.getByRole('button', { name: '이전', exact: true }).isDisabled()).toBe(true);
    await events.nth(1).click();
    expect(await position(page)).toBe(2);
    expect(await events.nth(1).getAttribute('aria-current')).toBe('step');
    await page.getByRole('button', { name: '다음', exact: true }).click();
    expect(await position(page)).toBe(3);
    await page.getByRole('button', { name: '최신', exact: true }).click();
    expect(await position(page)).toBe(length);
    expect(await shownProjections(page)).toEqual(atEnd);

    // Live: a command dispatched from the console (jumun.store) shows at once, the projections with it;
    // a point chosen in the log stays where it is while the log grows.
    await page.getByRole('button', { name: '이전', exact: true }).click();
    const clear = () =>
      page.evaluate(async () => {
        const { store } = (
          window as unknown as { jumun: { store: { dispatch(c: unknown): Promise<unknown> } } }
        ).jumun;
        await store.dispatch({ type: 'ClearCart' });
      });
    await clear();
    await expect.poll(() => events.count()).toBe(length + 1);
    expect(await position(page)).toBe(length - 1);
    await page.getByRole('button', { name: '최신', exact: true }).click();
    expect(await position(page)).toBe(length + 1);
    expect(((await shownProjections(page)).cart as { items: unknown[] }).items).toHaveLength(0);
    await page.getByRole('button', { name: '이전', exact: true }).click();
    expect(await shownProjections(page)).toEqual(atEnd);
    await page.getByRole('button', { name: '최신', exact: true }).click();
    const live = await shownProjections(page);
    const liveLength = length + 1;

    // Export, replay with the CLI, compare with what the screen shows (the CLI prints redacted).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '로그 내보내기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^jumun-events-\d{8}-\d{4}\.json$/);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(liveLength);
    const replayed = await jumun(['replay', file]);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout)).toEqual(redactJson(live));
    expect(live).not.toEqual(atEnd);
    expect(errors).toEqual([]);
    await context.close();
  });
});
