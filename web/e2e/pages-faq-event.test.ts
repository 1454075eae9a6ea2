// @module-tag browser
// The FAQ (withdraw jumps to its section, an id opens its entry), the event page (cleaned html, an
// unknown event said so), and home: a query goes to plain home, the reset parameter first clears
// what the app stored (spec 001 §2).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

describe('FAQ', () => {
  it('lists the questions by section, answers opening on a tap, accessibly', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/faq/'));
    await page.getByRole('heading', { name: '자주 묻는 질문', level: 1 }).waitFor();
    // the questions come with the FAQ's read, after the page's heading
    await page.getByRole('heading', { name: '주문', level: 2 }).waitFor();
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(sections).toEqual(['주문', '결제', '배달', '쿠폰', '회원 정보', '회원 탈퇴']);
    const answer = page.getByText('최소 주문 금액, 결제 방법(온라인/만나서), 유효 기간을 확인해 주세요.');
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('쿠폰이 적용되지 않아요.').click();
    await answer.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'faq-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('jumps to the withdrawal section for /faq/withdraw/ (spec 001 §2)', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/faq/withdraw/'));
    const heading = page.getByRole('heading', { name: '회원 탈퇴', level: 2 });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => document.activeElement === h)).toBe(true);
    // Scrolled to it (the last section: as far as the page goes), the heading in view.
    const box = await heading.evaluate((h) => {
      const r = h.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, viewport: window.innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.viewport);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the entry of /faq/{id}/', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/faq/8/'));
    await page.getByText('최소 주문 금액, 결제 방법(온라인/만나서), 유효 기간을 확인해 주세요.').waitFor();
    expect(await page.locator('details[open]').count()).toBe(1);
    await context.close();
  });
});

describe('event page', () => {
  it('shows the event titled by its name', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/event/1/'));
    await page.getByRole('heading', { name: '겨울맞이 첫주문할인', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '첫 주문 7,000원 할인', level: 2 }).waitFor();
    await page.getByText('쿠폰 코드 FIRSTORDER7000').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'event-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says an unknown event has ended or does not exist, with a way home', async () => {
    const { page, context } = await newCustomer(browser);
    for (const id of ['999', 'abc']) {
      await page.goto(appUrl(gateway, `/event/${id}/`));
      await expect(page.getByRole('alert').textContent()).resolves.toBe('종료되었거나 없는 이벤트입니다.');
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '홈으로' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });
});

describe('home (spec 001 §2 "Home with query parameters redirects to plain home. A reset parameter clears stored state first.")', () => {
  it('sends home with a query to plain home, keeping what is stored', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/'));
    await page.evaluate(() => {
      localStorage.setItem('location_history', '[]');
      sessionStorage.setItem('sort_order', 'rank');
    });
    await page.goto(appUrl(gateway, '/?utm_source=print'));
    await page.waitForURL((url) => url.hash === '#/');
    expect(await page.evaluate(() => localStorage.getItem('location_history'))).toBe('[]');
    expect(await page.evaluate(() => sessionStorage.getItem('sort_order'))).toBe('rank');
    await context.close();
  });

  it('clears stored state for ?reset, on entry and on a hash change, then shows plain home', async () => {
    const { page, context } = await newCustomer(browser);
    const store = () =>
      page.evaluate(() => {
        localStorage.setItem('location_history', '[]');
        sessionStorage.setItem('sort_order', 'rank');
      });
    const stored = () => page.evaluate(() => [localStorage.length, sessionStorage.length]);
    await page.goto(appUrl(gateway, '/notice/'));
    await store();
    // On entry: a new page load.
    await page.goto('about:blank');
    await page.goto(appUrl(gateway, '/?reset'));
    await page.waitForURL((url) => url.hash === '#/');
    await page.getByRole('main').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('location_history'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('sort_order'))).toBeNull();
    await store();
    expect(await stored()).not.toEqual([0, 0]);
    // In place: the page starts again (a reload) from the cleared state.
    const reloaded = page.waitForEvent('load');
    await page
      .evaluate(() => {
        window.location.hash = '#/?reset=1';
      })
      .catch(() => undefined);
    await reloaded;
    await page.waitForURL((url) => url.hash === '#/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sort_order'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('location_history'))).toBeNull();
    await context.close();
  });
});
