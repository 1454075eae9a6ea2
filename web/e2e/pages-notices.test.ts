// @module-tag browser
// Notices as a customer meets them (spec 001 §2, §8): the list with read flags, one notice read
// through the proxy and cleaned before it is shown — a body carrying <script>, onerror= and a
// javascript: link runs none of them — and a notice that cannot be loaded: an alert, then home.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import {
  appUrl,
  axeViolations,
  closeContextsAfterEach,
  connectBrowser,
  newCustomer,
  shoot,
  startApp,
} from './harness.ts';
import { becomeCustomer, memberInNode } from './node-order.ts';
import { HOSTILE_EVENT, HOSTILE_NOTICE, seedWithHostileNotice } from './pages-seed.ts';
import { takePolicyViolations } from './policy-violations.ts';

/**
 * The policy's reports of a hostile body: only its inline handlers (script-src-attr), reported as
 * DOMPurify parses the body in an inert document (Chromium checks a handler attribute as it is
 * set, there too), never compiled or run. The harness counts no other violation.
 */
function expectHandlersReported(violations: readonly string[]): void {
  expect(violations.length).toBeGreaterThan(0);
  expect(violations.filter((v) => !/script-src-attr|Executing inline event handler/.test(v))).toEqual([]);
}

let gateway: RunningGateway;
let browser: Browser;
const seed = seedWithHostileNotice();

beforeAll(async () => {
  [gateway, browser] = await Promise.all([startApp({ seedDir: seed.dir }), connectBrowser()]);
}, 60_000);
closeContextsAfterEach();
afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  seed.remove();
});

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: string }).__pwned ?? null);

describe('notices', () => {
  it('lists the notices newest first with their read flags, accessibly', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/notice/'));
    await page.getByRole('heading', { name: '공지사항' }).waitFor();
    const rows = page.getByRole('main').getByRole('listitem');
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    expect(texts).toHaveLength(6);
    expect(texts[0]).toContain(HOSTILE_NOTICE.title);
    expect(texts[0]).toContain('2026.11.20');
    expect(texts[1]).toContain('[안내] 11월 서비스 정기 점검 안내');
    // A visitor has read nothing.
    for (const text of texts) expect(text).toContain('새 글');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'notices-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a notice whose body carries <script>, onerror= and a javascript: link harmlessly', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(appUrl(gateway, '/notice/'));
    await page
      .getByRole('link', { name: new RegExp(HOSTILE_NOTICE.title.replace(/[[\]]/g, '\\$&')) })
      .click();
    await page.waitForURL((url) => url.hash === `#/notice/${HOSTILE_NOTICE.id}/`);
    await page.getByRole('heading', { name: HOSTILE_NOTICE.title }).waitFor();
    await page.getByText('이 공지의 본문은 안전하게 보여야 합니다.').waitFor();
    const main = page.getByRole('main');
    // What was cleaned away: the script, the handler, the javascript: url, the svg animation's handler.
    expect(await main.locator('script').count()).toBe(0);
    const image = main.getByRole('img', { name: '깨진 이미지' });
    expect(await image.count()).toBe(1);
    expect(await image.getAttribute('onerror')).toBeNull();
    const jsLink = main.getByText('여기를 눌러 확인하세요');
    expect(await jsLink.getAttribute('href')).toBeNull();
    expect(await main.locator('[onbegin]').count()).toBe(0);
    // The outside link stays, opening apart from the app.
    const outside = main.getByRole('link', { name: '자세한 내용' });
    expect(await outside.getAttribute('href')).toBe('https://example.com/notice');
    expect(await outside.getAttribute('rel')).toBe('noopener noreferrer');
    // Nothing ran: not on load, not once the image failed, not on a tap of the link.
    await page.waitForLoadState('networkidle');
    await jsLink.click();
    await page.clock.runFor(1_500);
    expect(await pwned(page)).toBeNull();
    expect(await page.title()).not.toBe('pwned');
    expect(dialogs).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'notice-hostile-phone', { fullPage: true });
    // The only console errors there may be: the image failing to load, and the page's content
    // security policy reporting the handlers it would have refused had they ever been compiled
    // (Chromium reports them while DOMPurify parses the body in an inert document).
    const expected = (e: string) =>
      e.includes('Failed to load resource') || e.includes('Executing inline event handler violates');
    expect(errors.filter((e) => !expected(e))).toEqual([]);
    expectHandlersReported(takePolicyViolations(context));
    await context.close();
  });

  it('cleans an event page the same way', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, `/event/${HOSTILE_EVENT.id}/`));
    await page.getByRole('heading', { name: '스크립트이벤트', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '스크립트가 든 이벤트', level: 2 }).waitFor();
    const main = page.getByRole('main');
    expect(await main.locator('script, [onerror]').count()).toBe(0);
    const link = main.getByText('참여하기');
    expect(await link.getAttribute('href')).toBeNull();
    await page.waitForLoadState('networkidle');
    await link.click();
    expect(await pwned(page)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expectHandlersReported(takePolicyViolations(context));
    await context.close();
  });

  it('marks a notice read for a member once opened', async () => {
    const { page, context } = await newCustomer(browser);
    const minji = await memberInNode(gateway, 'minji@example.com', 'Jumun!2026');
    await becomeCustomer(page, gateway, minji);
    await page.goto(appUrl(gateway, '/notice/'));
    const first = page.getByRole('link', { name: /11월 서비스 정기 점검 안내/ });
    await expect(first.textContent()).resolves.toContain('새 글');
    await first.click();
    await page.getByText('보다 안정적인 서비스를 위해 정기 점검을 진행합니다.').waitFor();
    await page.getByRole('link', { name: '공지사항 목록' }).click();
    await page.waitForURL((url) => url.hash === '#/notice/');
    await expect
      .poll(async () => page.getByRole('link', { name: /11월 서비스 정기 점검 안내/ }).textContent())
      .toContain('읽음');
    await expect(
      page.getByRole('link', { name: /개인정보처리방침 개정 안내/ }).textContent(),
    ).resolves.toContain('새 글');
    await context.close();
  });

  it('alerts and goes home when a notice cannot be loaded (spec 001 §8)', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/notice/'));
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    // The proxy failing for this notice's content.
    await page.route('**/misc/proxy/**', (route) =>
      route.fulfill({ status: 500, json: { error_code: 'proxy_upstream', error_message: 'down' } }),
    );
    await page.goto(appUrl(gateway, '/notice/2/'));
    const alert = page.getByRole('alertdialog');
    await expect(alert.textContent()).resolves.toContain('공지사항을 불러오지 못했습니다.');
    expect(await axeViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    // A notice the list does not hold: the same.
    await page.goto(appUrl(gateway, '/notice/999/'));
    await expect(page.getByRole('alertdialog').textContent()).resolves.toContain(
      '공지사항을 불러오지 못했습니다.',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });

  it('alerts and goes home when the notice list cannot be loaded (spec 001 §2)', async () => {
    const { page, context } = await newCustomer(browser);
    let listCalls = 0;
    await page.route('**/api/v1/notices/**', (route) => {
      listCalls += 1;
      return route.fulfill({ status: 503, json: { error_code: 'unavailable', error_message: 'down' } });
    });
    await page.goto(appUrl(gateway, '/notice/'));
    const alert = page.getByRole('alertdialog');
    await expect(alert.textContent()).resolves.toContain('공지사항을 불러오지 못했습니다.');
    expect(listCalls).toBeGreaterThan(0);
    // no retry offered on the list: the alert is the way out
    await expect(page.getByRole('button', { name: '다시 시도' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'notices-failure-phone');
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await context.close();
  });
});
