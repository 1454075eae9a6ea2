// @module-tag browser
// Few taps to an order (UI-GUIDE): every tap, key press into a new field and choice counts as one
// interaction. A guest who opens `/` with nothing stored reaches the thank-you page of a one-item
// cash order in at most 15; the same customer ordering again (saved address and verified phone
// within their lifetimes) in at most 8, and reordering a past order from `/` reaches checkout in at
// most 3 (주문내역, 재주문, 주문하기). The tests walk them as a customer; a count over its limit fails
// with the steps taken.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { menuRow, optionLabel } from './cart-steps.ts';
import { codeField, detailField, phoneField, smsCode, thankYouOrderNumber } from './checkout-steps.ts';
import { hands } from './hands.ts';
import { appUrl, newCustomer, startForFile } from './harness.ts';
import { deviceWithOrders, FRIED_AND_CHEESE_BALLS } from './history-steps.ts';
import { becomeCustomer } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

/** Reaches the cart's 주문하기 as a phone shows it: the 주문표 bar, then the cart page's button. */
async function orderFromCart(page: Page, h: ReturnType<typeof hands>) {
  await h.tap('주문표', page.getByRole('link', { name: /^주문표\(\d+\)/ }));
  await h.tap('주문하기', page.getByRole('main').getByRole('button', { name: '주문하기' }));
  await page.waitForURL((url) => url.hash === '#/checkout/');
}

describe('taps to an order', () => {
  it('a guest from / to the thank-you page in at most 15, and again in at most 8', {
    tags: ['smoke'],

    timeout: 90_000,
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    const phone = '01055557001';
    await page.goto(appUrl(gateway, '/'));
    const first = hands(page);
    await first.type('주소', page.getByRole('searchbox', { name: '배달 받을 주소' }), '역삼동');
    await first.enter('주소 검색');
    await first.tap('검색 결과', page.getByRole('button', { name: /테헤란로 152/ }));
    await first.tap('음식점', page.getByRole('link', { name: /역삼 황금치킨/ }).first());
    await first.tap('메뉴', menuRow(page, '후라이드치킨'));
    const dialog = page.getByRole('dialog', { name: '후라이드치킨', exact: true });
    await first.tap('필수 옵션', dialog.getByLabel(optionLabel('후라이드')));
    await first.tap('주문표에 추가', dialog.getByRole('button', { name: '주문표에 추가' }));
    await orderFromCart(page, first);
    await first.type('상세주소', detailField(page), '101호');
    await first.type('휴대전화', phoneField(page), phone);
    await first.tap('인증번호 요청', page.getByRole('button', { name: '인증번호 요청' }));
    await page.getByText(/남은 시간 0[0-3]:\d\d/).waitFor();
    await first.type('인증번호', codeField(page), await smsCode(gateway, phone));
    await page.getByText('인증완료').waitFor();
    await first.tap('만나서 현금결제', page.getByRole('radio', { name: '만나서 현금결제' }));
    await first.tap('결제하기', page.getByRole('button', { name: /원 결제하기$/ }));
    await thankYouOrderNumber(page);
    expect(first.steps.length, `guest from /: ${first.steps.join(', ')}`).toBeLessThanOrEqual(15);

    // The same customer orders again from /: the address, 상세주소, the verified phone and the
    // payment are remembered within their lifetimes.
    const poll = page.getByRole('dialog');
    if (await poll.isVisible()) await page.keyboard.press('Escape');
    await page.goto(appUrl(gateway, '/'));
    const again = hands(page);
    await again.tap(
      '전체',
      page.getByRole('navigation', { name: '무엇을 드시고 싶으세요?' }).getByRole('link', { name: '전체' }),
    );
    await again.tap('음식점', page.getByRole('link', { name: /역삼 황금치킨/ }).first());
    await again.tap('메뉴', menuRow(page, '후라이드치킨'));
    const dialogAgain = page.getByRole('dialog', { name: '후라이드치킨', exact: true });
    await again.tap('필수 옵션', dialogAgain.getByLabel(optionLabel('후라이드')));
    await again.tap('주문표에 추가', dialogAgain.getByRole('button', { name: '주문표에 추가' }));
    await orderFromCart(page, again);
    await expect(detailField(page).inputValue()).resolves.toBe('101호');
    await page.getByText('인증완료').waitFor();
    await again.tap('결제하기', page.getByRole('button', { name: /원 결제하기$/ }));
    await thankYouOrderNumber(page);
    expect(again.steps.length, `returning customer from /: ${again.steps.join(', ')}`).toBeLessThanOrEqual(8);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a returning customer from / to checkout with a past order again in at most 3', {
    tags: ['smoke'],
  }, async () => {
    // the device ordered before: its address and verified phone are within their lifetimes
    const device = await deviceWithOrders(gateway, '01055557002', [{ picks: FRIED_AND_CHEESE_BALLS }]);
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, device);
    await page.goto(appUrl(gateway, '/'));
    const h = hands(page);
    await h.tap('주문내역', page.getByRole('banner').getByRole('link', { name: '주문내역' }));
    const last = page.getByRole('list', { name: '주문 목록' }).getByRole('article').first();
    await h.tap('재주문', last.getByRole('button', { name: '재주문' }));
    await page.waitForURL((url) => url.hash === '#/cart/');
    await h.tap('주문하기', page.getByRole('main').getByRole('button', { name: '주문하기' }));
    await page.waitForURL((url) => url.hash === '#/checkout/');
    // checkout ready to pay: the address, the verified phone and the same food
    await expect(detailField(page).inputValue()).resolves.toBe('역삼빌딩 5층');
    await page.getByText('인증완료').waitFor();
    await expect(page.getByRole('button', { name: /원 결제하기$/ }).textContent()).resolves.toBe(
      '27,000원 결제하기',
    );
    expect(h.steps.length, `reorder from /: ${h.steps.join(', ')}`).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
