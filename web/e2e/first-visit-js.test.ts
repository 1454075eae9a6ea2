// @module-tag browser
// What a first visit to / fetches (issue "Instant and light", point 2): left alone, at most 110 KB of
// JavaScript as it travels (compressed), without the command side or the stored log's decoder; the
// first interaction brings the command side, and ordering goes on as before.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const FIRST_VISIT_BUDGET = 110 * 1024;

/** Each script the page fetched, by file name: its body's bytes as sent (compressed). */
function scriptsFetched(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    void request.sizes().then((sizes) => scripts.set(file, sizes.responseBodySize));
  });
  return scripts;
}

const named = (scripts: Map<string, number>, chunk: string) =>
  [...scripts.keys()].filter((file) => file.startsWith(`${chunk}-`));

describe('a first visit to /', () => {
  it('fetches at most 110 KB of JavaScript left alone, and the command side at the first interaction', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    const scripts = scriptsFetched(page);
    await page.goto(appUrl(gateway, '/'));
    // home drawn with its data (the first screen's reads), then left alone until the network is quiet
    await page.getByRole('region', { name: '이벤트' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    const listed = [...scripts].map(([file, bytes]) => `${file} ${bytes}`).join(', ');
    expect(total, listed).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    expect(named(scripts, 'content-reads'), listed).toHaveLength(1);
    expect(named(scripts, 'command-side'), listed).toEqual([]);
    expect(named(scripts, 'stored-log'), listed).toEqual([]);

    // The first key brings the command side; the address is searched and set as before.
    const field = page.getByRole('searchbox', { name: '배달 받을 주소' });
    await field.pressSequentially('역삼동');
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: /검색 결과/ });
    await results.getByRole('button').first().click();
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#/서울/06236/');
    await page.getByRole('heading', { name: '배달 주소 설정' }).waitFor({ state: 'detached' });
    expect(named(scripts, 'command-side')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
