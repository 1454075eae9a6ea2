// Steps the service-worker tests share (web/pwa/): the worker installed and active, the page
// under its control, a call's URL on the app's origin.
import type { Page } from 'playwright-core';
import { defaultProfile, hostBase } from '../../adapters/http/profile.ts';
import { fillPattern, patternParams } from '../../contract/call-def.ts';
import type { AnyCall } from '../../contract/calls.ts';

/** Waits until the app's worker has installed (its precache filled) and activated. */
export async function workerActivated(page: Page, timeoutMs = 30_000): Promise<void> {
  // polled from here: waitForFunction takes an async predicate's promise for a true answer
  for (const start = Date.now(); Date.now() - start < timeoutMs; await page.waitForTimeout(100)) {
    const state = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null,
    );
    if (state === 'activated') return;
  }
  throw new Error(`the service worker was not activated within ${timeoutMs} ms`);
}

/** The script URL of the worker controlling the page, or null. */
export function controller(page: Page): Promise<string | null> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

/** A URL the app would send for `call` from `origin`, its path parameters filled, with a query. */
export function callUrl(origin: string, call: AnyCall, query = ''): string {
  const params = Object.fromEntries(patternParams(call.pattern).map((name) => [name, '1001']));
  return `${hostBase(defaultProfile(origin), call.host)}${fillPattern(call.pattern, params)}${query}`;
}

/** What a GET of `url` from the page gets: its status, or 'failed' when no answer came. */
export function fetchFromPage(page: Page, url: string): Promise<number | 'failed'> {
  return page.evaluate(
    (u) =>
      fetch(u).then(
        (r) => r.status,
        () => 'failed' as const,
      ),
    url,
  );
}
