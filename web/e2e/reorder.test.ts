// @module-tag browser
// 재주문 from 주문내역 and the order's page (jumun's extension): a past order's lines back in the cart after the store
// re-checked them against today's restaurant and menu. Unchanged, they go straight into the cart;
// what changed (a line dropped for a sold-out option, a price now different) and a cart about to be
// replaced are said first, one change a line, and 취소 changes nothing; a closed restaurant or an
// address outside its delivery area is refused in the domain's words with the cart as it was.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import {
  deviceWithOrders,
  FRIED_AND_CHEESE_BALLS,
  sellOutOption,
  setDeliveryRadius,
  setItemPrice,
  setOpen,
} from './history-steps.ts';
import { becomeCustomer } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const reorderButton = (page: Page, orderNumber: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: `주문번호 ${orderNumber}` })
    .getByRole('button', { name: '재주문' });

/** 주문내역 with the order listed. */
async function openHistory(page: Page, orderNumber: string): Promise<void> {
  await page.goto(appUrl(gateway, '/orders/'));
  await reorderButton(page, orderNumber).waitFor();
}

/** The phone's cart page as the customer reads it: the restaurant, each line and the amounts. */
async function cartText(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: '주문표' }).waitFor();
  return page.getByRole('main').innerText();
}

describe('재주문 on a phone', () => {
  it('puts an unchanged order back in the cart as it was, without a question', async () => {
    const device = await deviceWithOrders(gateway, '01077002001', [{ picks: FRIED_AND_CHEESE_BALLS }]);
    const [orderNumber = ''] = device.orderNumbers;
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, device);
    await openHistory(page, orderNumber);
    await reorderButton(page, orderNumber).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    const cart = await cartText(page);
    for (const part of ['역삼 황금치킨', '후라이드치킨', '맛: 양념', '19,000원', '치즈볼 (5개)', '5,000원'])
      expect(cart).toContain(part);
    // the same food at the same prices: 주문금액 as the order's (24,000원)
    expect(cart).toMatch(/주문금액\s*24,000원/);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reorders from the order's page too", async () => {
    const device = await deviceWithOrders(gateway, '01077002004', [
      { picks: [{ menu: '양념치킨', options: { '추가 선택': ['치킨무 추가'] } }] },
    ]);
    const [orderNumber = ''] = device.orderNumbers;
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, device);
    await page.goto(appUrl(gateway, `/orders/${orderNumber}/`));
    await page.getByRole('main').getByRole('heading', { name: '역삼 황금치킨' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: '재주문' }).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    const cart = await cartText(page);
    for (const part of ['양념치킨', '추가 선택: 치킨무 추가', '19,500원']) expect(cart).toContain(part);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a sold-out option and a new price before replacing the cart, and reorders as said once confirmed', async () => {
    // 강남 피자스튜디오: a pizza with 베이컨, a carbonara with 마늘빵, buffalo wings; then a cola of
    // 역삼 황금치킨 in the cart
    const device = await deviceWithOrders(
      gateway,
      '01077002002',
      [
        {
          restaurantId: 1002,
          picks: [
            {
              menu: '페퍼로니 피자',
              options: { 사이즈: ['R'], 도우: ['오리지널'], '토핑 추가': ['베이컨'] },
            },
            { menu: '까르보나라', options: { '추가 선택': ['마늘빵'] } },
            { menu: '버팔로윙 (6조각)' },
          ],
        },
      ],
      {
        afterwards: [
          { type: 'OpenRestaurant', restaurantId: 1001 },
          { type: 'AddItem', menu: '콜라 1.25L', options: {}, amount: 1 },
        ],
      },
    );
    const [orderNumber = ''] = device.orderNumbers;
    // today: 베이컨 sold out, the wings 1,000원 dearer
    await sellOutOption(gateway, 1002, '페퍼로니 피자', '토핑 추가', '베이컨');
    await setItemPrice(gateway, 1002, '버팔로윙 (6조각)', 9900);

    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, device);
    await openHistory(page, orderNumber);
    await reorderButton(page, orderNumber).click();
    const asked = page.getByRole('alertdialog', { name: '지난 주문과 달라진 점이 있습니다.' });
    await asked.waitFor();
    await expect(
      asked.getByRole('list', { name: '달라진 점' }).getByRole('listitem').allInnerTexts(),
    ).resolves.toEqual([
      "페퍼로니 피자: '베이컨' 옵션이 품절되어 빠졌습니다.",
      '버팔로윙 (6조각): 가격이 8,900원에서 9,900원으로 바뀌었습니다.',
    ]);
    await expect(asked.innerText()).resolves.toContain(
      '주문표에 담긴 메뉴를 비우고 달라진 대로 담으시겠습니까?',
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'reorder-changes-phone');

    // 취소: nothing changes
    await asked.getByRole('button', { name: '취소' }).click();
    await asked.waitFor({ state: 'detached' });
    expect(page.url()).toContain('#/orders/');
    await page.goto(appUrl(gateway, '/cart/'));
    const kept = await cartText(page);
    expect(kept).toContain('역삼 황금치킨');
    expect(kept).toContain('콜라 1.25L');

    // 확인: the cart is the order as today has it
    await openHistory(page, orderNumber);
    await reorderButton(page, orderNumber).click();
    await asked.getByRole('button', { name: '주문표에 담기' }).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    const cart = await cartText(page);
    for (const part of [
      '강남 피자스튜디오',
      '까르보나라',
      '추가 선택: 마늘빵',
      '14,900원',
      '버팔로윙 (6조각)',
      '9,900원',
    ])
      expect(cart).toContain(part);
    expect(cart).not.toContain('페퍼로니 피자');
    expect(cart).not.toContain('콜라 1.25L');
    // a fresh cart of the same picks at today's prices: 14,900 + 9,900
    expect(cart).toMatch(/주문금액\s*24,800원/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a closed restaurant and an address outside its delivery area, and keeps the cart', async () => {
    // 역삼 진짜장, then a 후라이드치킨 of 역삼 황금치킨 in the cart
    const device = await deviceWithOrders(
      gateway,
      '01077002003',
      [
        {
          restaurantId: 1010,
          picks: [
            { menu: '짜장면', amount: 2 },
            { menu: '탕수육 (소)', options: { '소스 선택': ['부먹'] } },
          ],
        },
      ],
      {
        afterwards: [
          { type: 'OpenRestaurant', restaurantId: 1001 },
          { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['후라이드'] }, amount: 1 },
        ],
      },
    );
    const [orderNumber = ''] = device.orderNumbers;
    const { page, context, errors } = await newCustomer(browser);
    await becomeCustomer(page, gateway, device);

    await setOpen(gateway, 1010, false);
    await openHistory(page, orderNumber);
    await reorderButton(page, orderNumber).click();
    const refused = page.getByRole('alertdialog');
    await expect(refused.innerText()).resolves.toContain(
      '역삼 진짜장은 현재 배달 서비스가 제공 되지않아 재주문할 수 없습니다.',
    );
    await shoot(page, 'reorder-closed-phone');
    await refused.getByRole('button', { name: '확인' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(page.url()).toContain('#/orders/');

    await setOpen(gateway, 1010, true);
    await setDeliveryRadius(gateway, 1010, 10);
    await reorderButton(page, orderNumber).click();
    await expect(refused.innerText()).resolves.toContain(
      '현재 배달 주소는 역삼 진짜장의 배달 지역이 아닙니다. 주소를 수정해주세요.',
    );
    await refused.getByRole('button', { name: '확인' }).click();
    await refused.waitFor({ state: 'detached' });

    await page.goto(appUrl(gateway, '/cart/'));
    const cart = await cartText(page);
    for (const part of ['역삼 황금치킨', '후라이드치킨', '맛: 후라이드']) expect(cart).toContain(part);
    expect(cart).not.toContain('짜장면');
    expect(errors).toEqual([]);
    await context.close();
  });
});
