// What every browser test starts from: the built app (dist/web, built once by global-setup.ts)
// served by a fresh in-memory reference gateway on 127.0.0.1, and the run's one Debian Chromium
// (launched once by global-setup.ts) driven by playwright-core over its endpoint. Each test opens a
// fresh browser context: a new customer with empty storage, closed after the test even when it fails.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { GatewayOptions, RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import '../../scripts/testing/provided-context.ts';
import { policyViolations, watchPolicyViolations } from './policy-violations.ts';

export const WEB_ROOT = 'dist/web';
export const SCREENSHOTS = 'web/e2e/screenshots';

export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

export async function startApp(overrides: Partial<GatewayOptions> = {}): Promise<RunningGateway> {
  return startTestGateway({ webRoot: WEB_ROOT, ...overrides });
}

export interface Started {
  readonly gateway: RunningGateway;
  readonly browser: Browser;
}

/**
 * A test file's app and browser: started before its tests (and handed to `use`), closed after.
 * `let gateway; let browser; startForFile((s) => ({ gateway, browser } = s));`
 */
export function startForFile(use: (started: Started) => void): void {
  let started: Started | undefined;
  beforeAll(async () => {
    const [gateway, browser] = await Promise.all([startApp(), connectBrowser()]);
    started = { gateway, browser };
    use(started);
  }, 60_000);
  closeContextsAfterEach();
  afterAll(async () => {
    await started?.browser.close();
    await started?.gateway.close();
  });
}

/**
 * A connection to the run's Chromium (global-setup.ts launches one per run). Closing the connection
 * closes the contexts it made and leaves the browser to the other files.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

const openContexts = new Set<BrowserContext>();

/**
 * Every customer a test made is closed after it, passed or failed, so a failing test leaves no
 * page running beside the next one. (A test may still close its own first: closing twice is fine.)
 * Then the test fails if any of their pages or frames met the Content-Security-Policy
 * (policy-violations.ts): the whole browser tier runs with no violation at all.
 */
export function closeContextsAfterEach(): void {
  afterEach(async () => {
    const contexts = [...openContexts];
    openContexts.clear();
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    const seen = contexts.flatMap((c) => policyViolations(c));
    if (seen.length > 0)
      throw new Error(`Content-Security-Policy violations in this test:\n  ${seen.join('\n  ')}`);
  });
}

/**
 * A browser context the test owns (closed after it, its policy violations failing it), for a test
 * that needs options newCustomer does not give (JavaScript off, the real clock).
 */
export async function openContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  openContexts.add(context);
  await watchPolicyViolations(context);
  return context;
}

export interface Customer {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Errors the page logged or threw; a test ends by expecting none. */
  readonly errors: string[];
}

/**
 * A new customer at phone size, in Korean, in Seoul, on the real clock: for a test that measures
 * real frames or reads the page's performance timeline (newCustomer's fake clock replaces both).
 * Errors the page throws are collected.
 */
export async function realClockCustomer(browser: Browser): Promise<Customer> {
  const context = await openContext(browser, {
    ...PHONE,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * A new customer (empty storage) at phone size unless `desktop`, in Korean, in Seoul, with the
 * browser clock starting at the gateway's fixed time. The app's service worker is blocked unless a
 * test asks for it (`serviceWorker: true`, web/e2e/pwa-*.test.ts): a reloaded page would otherwise
 * be answered from its caches, and its precaching would share the machine with the test.
 */
export async function newCustomer(
  browser: Browser,
  options: {
    readonly desktop?: boolean;
    readonly serviceWorker?: boolean;
    /** 'en': a browser that prefers English (en-US), whose first visit the app speaks English to. */
    readonly language?: 'ko' | 'en';
    /** A HAR file the context records every request into, written when the context closes. */
    readonly recordHar?: string;
  } = {},
): Promise<Customer> {
  const context = await browser.newContext({
    ...(options.desktop ? DESKTOP : PHONE),
    locale: options.language === 'en' ? 'en-US' : 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: options.serviceWorker === true ? 'allow' : 'block',
    ...(options.recordHar === undefined ? {} : { recordHar: { path: options.recordHar } }),
  });
  openContexts.add(context);
  await watchPolicyViolations(context);
  // A route handler (page.route) still fetching when the test closes its customer would reject
  // after the test ("Response has been disposed"): closing lets such handlers go first.
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(
      [context, ...context.pages()].map((routed) =>
        routed.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined),
      ),
    );
    return close(options);
  };
  await context.clock.install({ time: new Date(TEST_NOW) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // A resource that failed to load names its url, so a test can tell the one it expects.
    const url = m.text().startsWith('Failed to load resource') ? m.location().url : '';
    errors.push(`console: ${m.text()}${url === '' ? '' : ` ${url}`}`);
  });
  return { context, page, errors };
}

/**
 * The serious and critical accessibility violations of what the page shows now, its frames included.
 * axe runs in the page itself (AxeBuilder's legacy mode), which checks frames of the page's own
 * origin, the only ones the app's policy allows; the default mode also opens a blank page per check
 * to merge the frames' results there, which doubled each check's time (1.6-1.8 s against 0.7-0.9 s).
 * Only violations are gathered: the passes' details are never read.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A screenshot to look at (git-ignored), e.g. shoot(page, 'restaurant-phone'). */
export async function shoot(page: Page, name: string, options: { readonly fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** The app's URL for a hash route, e.g. appUrl(gateway, '/1001/'). */
export function appUrl(gateway: RunningGateway, hashPath = '/'): string {
  return `${gateway.url}/#${hashPath}`;
}

/**
 * Stops the page's clock a moment from now. On a busy machine the moment can pass between reading
 * the page's time and pausing it ("Cannot fast-forward to the past"): then a later one is taken.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let ahead = 10; ; ahead *= 4) {
    try {
      await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, ahead));
      return;
    } catch (error) {
      if (ahead >= 640 || !String(error).includes('past')) throw error;
    }
  }
}
