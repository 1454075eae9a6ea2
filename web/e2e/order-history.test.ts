// @module-tag browser
// 주문내역 (jumun's extension, after the thank-you page): the header's and the footer's way to this
// device's orders — a guest's are nowhere else — and a member's, newest first, each with its
// restaurant, status, date, number, items and total, more of a member's as 더보기 is tapped, an empty
// state, and an order opened on its page. The orders are placed by the domain store in Node (the
// CLI's way) and the browser continues as that device.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { PASSWORD } from './account-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { copyOrder, deviceWithOrders, FRIED_AND_CHEESE_BALLS, memberWithOrders } from './history-steps.ts';
import { becomeCustomer, memberInNode } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const orderList = (page: Page) => page.getByRole('main').getByRole('list', { name: '주문 목록' });
const entries = (page: Page) => orderList(page).getByRole('article');
const entry = (page: Page, orderNumber: string): Locator =>
  entries(page).filter({ hasText: `주문번호 ${orderNumber}` });

/** Each listed order's text, the first listed first. */
const listed = (page: Page) =>
  entries(page).evaluateAll((all) => all.map((a) => (a as HTMLElement).innerText));

describe('주문내역 of a guest', () => {
  it("lists this device's orders, newest first, each with what it was, and opens one", {
    tags: ['smoke'],
  }, async () => {
    // two orders, then a cola in the cart for the next one
    const device = await deviceWithOrders(
      gateway,
      '01077001001',
      [
        { picks: FRIED_AND_CHEESE_BALLS },
        { picks: [{ menu: '양념치킨', options: { '추가 선택': ['치킨무 추가'] } }] },
      ],
      {
        afterwards: [
          { type: 'OpenRestaurant', restaurantId: 1001 },
          { type: 'AddItem', menu: '콜라 1.25L', options: {}, amount: 1 },
        ],
      },
    );
    const [older = '', newer = ''] = device.orderNumbers;
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, device);
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('banner').getByRole('link', { name: '주문내역' }).click();
    await page.waitForURL((url) => url.hash === '#/orders/');
    await page.getByRole('heading', { level: 1, name: '주문내역' }).waitFor();
    await expect(
      page.getByText('비회원 주문은 이 기기에서 주문한 내역만 보여드립니다.').isVisible(),
    ).resolves.toBe(true);
    await entry(page, older).waitFor();
    const texts = await listed(page);
    expect(texts).toHaveLength(2);
    // the newer first: its restaurant, status, date and number, items and what was paid
    for (const part of [
      '역삼 황금치킨',
      '접수 대기',
      '2026.11.21 (토) 오후 12:00',
      `주문번호 ${newer}`,
      '양념치킨 × 1',
      '결제금액',
      '22,500원',
    ])
      expect(texts[0]).toContain(part);
    for (const part of [
      '2026.11.21 (토) 오전 11:57',
      `주문번호 ${older}`,
      '후라이드치킨 × 1, 치즈볼 (5개) × 1',
      '27,000원',
    ])
      expect(texts[1]).toContain(part);
    // each order is named by its restaurant and date for a screen reader
    await expect(
      orderList(page)
        .getByRole('article', { name: '역삼 황금치킨 2026.11.21 (토) 오후 12:00' })
        .textContent(),
    ).resolves.toContain(newer);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'order-history-phone', { fullPage: true });

    await entry(page, older).getByRole('link', { name: '주문 상세' }).click();
    await page.waitForURL((url) => url.hash === `#/orders/${older}/`);
    await page.getByRole('heading', { level: 1, name: '주문 상세' }).waitFor();
    await page.getByRole('main').getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    await expect(page.getByRole('main').getByText(older, { exact: true }).isVisible()).resolves.toBe(true);
    // a past order opened again leaves the cart filled since as it is
    await page.goto(appUrl(gateway, '/cart/'));
    await page.getByRole('heading', { level: 1, name: '주문표' }).waitFor();
    await expect(page.getByRole('main').innerText()).resolves.toContain('콜라 1.25L');
    expect(errors).toEqual([]);
    await context.close();

    // the same list on a desktop
    const desktop = await newCustomer(browser, { desktop: true });
    await becomeCustomer(desktop.page, gateway, device);
    await desktop.page.goto(appUrl(gateway, '/orders/'));
    await entry(desktop.page, older).waitFor();
    expect(await entries(desktop.page).count()).toBe(2);
    expect(await axeViolations(desktop.page)).toEqual([]);
    await shoot(desktop.page, 'order-history-desktop');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();
  });

  it('says there is nothing yet, with a way to the restaurants, when the device has ordered nothing', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/notice/'));
    await page.getByRole('contentinfo').getByRole('link', { name: '주문내역', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#/orders/');
    await page.getByText('주문내역이 없습니다.').waitFor();
    expect(await orderList(page).count()).toBe(0);
    // the header's way back goes where the customer came from
    await expect(
      page.getByRole('banner').getByRole('link', { name: '뒤로' }).getAttribute('href'),
    ).resolves.toBe('#/notice/');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: '음식점 보러 가기' }).click();
    await page.waitForURL((url) => url.hash !== '#/orders/');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('주문내역 of a member', () => {
  it("lists the member's orders from every device, 20 at a time, more on 더보기", async () => {
    // the member ordered on one device; the history has 22 orders
    const ordered = await memberWithOrders(gateway, '01077001002', [{ picks: FRIED_AND_CHEESE_BALLS }]);
    const [placed = ''] = ordered.orderNumbers;
    const copies = await copyOrder(gateway, placed, 21);
    // and opens 주문내역 on another, where it only logged in
    const elsewhere = await memberInNode(gateway, ordered.email, PASSWORD);
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, elsewhere);
    await page.goto(appUrl(gateway, '/orders/'));
    await entry(page, placed).waitFor();
    expect(await page.getByText('비회원 주문은').count()).toBe(0);
    expect(await entries(page).count()).toBe(20);
    // newest first: the order placed today, then its copies a day apart
    const texts = await listed(page);
    expect(texts[0]).toContain(`주문번호 ${placed}`);
    expect(texts[1]).toContain(`주문번호 ${copies[0]}`);
    expect(texts[1]).toContain('2026.11.20 (금)');
    expect(texts[1]).toContain('배달 완료');
    expect(texts[19]).toContain(`주문번호 ${copies[18]}`);

    const more = page.getByRole('main').getByRole('button', { name: '더보기' });
    await more.click();
    await entry(page, copies[20] ?? '').waitFor();
    expect(await entries(page).count()).toBe(22);
    // the last page read: nothing more to ask for
    await more.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says a failed read of the member's history with 다시 시도, listing this device's orders meanwhile", async () => {
    const member = await memberWithOrders(gateway, '01077001003', [{ picks: FRIED_AND_CHEESE_BALLS }]);
    const [placed = ''] = member.orderNumbers;
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, member);
    let failing = true;
    await page.route(/\/order\/api\/v2\/orders\/\?/, (route) =>
      failing ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await page.goto(appUrl(gateway, '/orders/'));
    // the seeds' words for a server failure (spec 000 §8 "General")
    const banner = page
      .getByRole('alert')
      .filter({ hasText: '서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.' });
    await banner.waitFor();
    await entry(page, placed).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    failing = false;
    await banner.getByRole('button', { name: '다시 시도' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await entries(page).count()).toBe(1);
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  });
});
