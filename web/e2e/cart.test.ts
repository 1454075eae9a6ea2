// @module-tag browser
// The cart ("주문표") as a customer meets it (spec 000 §2, §4 "Cart", §5 "Minimum order"): lines
// added and merged, amounts changed, lines removed, another restaurant's cart, the minimum order
// (a blocking shortfall said apart from 합계 and on the button, a charged one as a row of it, and
// their dialogs), the cart after a reload, /cart/ on a phone and the column on a desktop.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const cartBar = (page: Page) => page.getByRole('link', { name: /^주문표\(\d+\)/ });

/** The phone's cart page, reached from the bottom bar. */
async function openCartPage(page: Page) {
  await cartBar(page).click();
  await page.waitForURL((url) => url.hash === '#/cart/');
  await page.getByRole('heading', { name: '주문표', level: 1 }).waitFor();
}

describe('the cart on a phone', () => {
  it('merges an equal combination, keeps another as its own line, changes amounts and removes', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['양념']);
    await addToCart(page, '후라이드치킨', ['양념']);
    await addToCart(page, '후라이드치킨', ['간장']);
    await expect.poll(() => cartBar(page).textContent()).toContain('주문표(3)');

    await openCartPage(page);
    const main = page.getByRole('main');
    // two lines: 양념 ×2 (merged) and 간장 ×1
    await expect(main.getByText('맛: 양념').isVisible()).resolves.toBe(true);
    await expect(main.getByText('맛: 간장').isVisible()).resolves.toBe(true);
    const amounts = main.getByRole('status', { name: '후라이드치킨 수량' });
    expect(await amounts.allTextContents()).toEqual(['2', '1']);
    await expect(main.getByText('38,000원').isVisible()).resolves.toBe(true); // 19,000 × 2
    await expect(main.getByText('배달요금').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'cart-phone');

    await main.getByRole('button', { name: '후라이드치킨 수량 늘리기' }).nth(1).click();
    await expect.poll(() => amounts.allTextContents()).toEqual(['2', '2']);
    await main.getByRole('button', { name: '후라이드치킨 수량 줄이기' }).first().click();
    await expect.poll(() => amounts.allTextContents()).toEqual(['1', '2']);
    await expect(
      main.getByRole('button', { name: '후라이드치킨 수량 줄이기' }).first().isDisabled(),
    ).resolves.toBe(true);
    await main.getByRole('button', { name: '후라이드치킨 삭제' }).first().click();
    await expect.poll(() => amounts.allTextContents()).toEqual(['2']);
    await expect(main.getByText('맛: 양념').count()).resolves.toBe(0);

    // removing the last line empties the cart: /cart/ goes back to the restaurant page
    await main.getByRole('button', { name: '후라이드치킨 삭제' }).click();
    await page.waitForURL((url) => url.hash === '#/1001/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks before replacing another restaurant's cart, and keeps it on no", async () => {
    const { page, context } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '치즈볼 (5개)');
    await openRestaurant(page, gateway, 1002, { setLocation: false });
    const dialog = page.getByRole('dialog', { name: '까르보나라', exact: true });
    await page
      .getByRole('button', { name: /^\s*까르보나라/ })
      .or(page.getByRole('link', { name: /^\s*까르보나라/ }))
      .first()
      .click();
    await dialog.getByRole('button', { name: '주문표에 추가' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.textContent()).resolves.toContain('다른 음식점의 메뉴가 주문표에 담겨 있습니다');
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: '취소' }).click();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect.poll(() => cartBar(page).textContent()).toContain('주문표(1)');

    await dialog.getByRole('button', { name: '주문표에 추가' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openCartPage(page);
    await expect(page.getByRole('main').getByText('강남 피자스튜디오').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('main').getByText('까르보나라').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('main').getByText('치즈볼 (5개)').count()).resolves.toBe(0);
    await context.close();
  });

  it('says a shortfall over 2,000원 apart from 합계 and on the button, and charges one of 2,000원 or less as its own row', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001); // minimum 15,000원, delivery 3,000원
    await addToCart(page, '치즈볼 (5개)'); // 5,000원: 10,000원 short
    // the restaurant page's bar: the total the cart shows (food and delivery), and what is missing
    await expect.poll(() => cartBar(page).textContent()).toContain('주문표(1) · 8,000원');
    await expect(cartBar(page).textContent()).resolves.toContain('최소주문금액까지 10,000원');
    await shoot(page, 'cart-bar-min-order');
    await openCartPage(page);
    const main = page.getByRole('main');
    const total = () => main.getByText('합계', { exact: true }).locator('..').textContent();
    await expect(main.getByText('최소주문금액까지 10,000원 더 담아주세요.').isVisible()).resolves.toBe(true);
    await expect(main.getByText('최소주문금액 부족분').count()).resolves.toBe(0);
    await expect(total()).resolves.toContain('8,000원');
    // the button says why it cannot order yet; a tap still gives the block's dialog
    await expect(main.getByRole('button', { name: '주문하기' }).count()).resolves.toBe(0);
    const notYet = main.getByRole('button', { name: '최소주문금액 15,000원부터 주문 가능' });
    await shoot(page, 'cart-min-order-blocked');
    expect(await axeViolations(page)).toEqual([]);
    await notYet.click();
    const blocked = page.getByRole('alertdialog');
    await expect(blocked.textContent()).resolves.toContain(
      '최소 주문 금액은 15,000원입니다. 10,000원 더 담아주세요.',
    );
    await blocked.getByRole('button', { name: '확인' }).click();
    await expect(page.url()).toContain('#/cart/');

    // 14,000원: 1,000원 short (2,000원 or less) is charged, a row of 합계, after a confirmation
    await main.getByRole('button', { name: '치즈볼 (5개) 수량 늘리기' }).click(); // 10,000원
    await page.goto(appUrl(gateway, '/1001/'));
    await addToCart(page, '감자튀김'); // 14,000원
    await expect.poll(() => cartBar(page).textContent()).toContain('주문표(3) · 18,000원');
    await expect(cartBar(page).textContent()).resolves.toContain('최소주문금액 부족분 1,000원 포함');
    await openCartPage(page);
    await main.getByRole('button', { name: '감자튀김 수량 줄이기' }).waitFor();
    await expect(
      main
        .getByText('최소주문금액까지 1,000원 남았습니다. 이대로 주문하면 부족분이 합계에 더해집니다.')
        .isVisible(),
    ).resolves.toBe(true);
    await expect(main.getByText('최소주문금액 부족분').locator('..').textContent()).resolves.toContain(
      '1,000원',
    );
    await expect(total()).resolves.toContain('18,000원');
    await shoot(page, 'cart-min-order-charged');
    await main.getByRole('button', { name: '주문하기' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.textContent()).resolves.toContain('최소 주문 금액 15,000원에서 1,000원이 부족합니다');
    await ask.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a login for a member-only discount, and goes on without it on no', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1015); // 2,000원 off from 20,000원, members only
    await addToCart(page, '냉채족발');
    await openCartPage(page);
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.textContent()).resolves.toContain('로그인하신 경우에만 할인되는 레스토랑입니다');
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: '그냥 주문하기' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks stock with the server at a stock-managed restaurant before the checkout', async () => {
    const { page, context } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1003);
    await addToCart(page, '더블치즈 스매시버거', ['단품']);
    await openCartPage(page);
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    await context.close();
  });

  it('finds the cart again after a reload', async () => {
    const { page, context } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await addToCart(page, '후라이드치킨', ['후라이드'], 2);
    await page.reload();
    await expect.poll(() => cartBar(page).textContent()).toContain('주문표(2)');
    await openCartPage(page);
    await page.reload();
    await page.getByRole('heading', { name: '주문표', level: 1 }).waitFor();
    await expect(page.getByRole('main').getByText('맛: 후라이드').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('sends /cart/ home when nothing was ever added', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/cart/'));
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });
});

describe('the cart on a desktop', () => {
  it('is a column beside the menu at 1280×800, with the empty state, then the lines and the total', async () => {
    const { page, context, errors } = await newCustomer(browser, { desktop: true });
    await openRestaurant(page, gateway, 1001);
    const column = page.getByRole('complementary', { name: '주문표' });
    await expect(column.getByText('주문표에 담긴 메뉴가 없습니다.').isVisible()).resolves.toBe(true);
    await expect(cartBar(page).count()).resolves.toBe(0);
    await addToCart(page, '후라이드치킨', ['양념']);
    await expect(column.getByText('맛: 양념').isVisible()).resolves.toBe(true);
    await expect(column.getByText('22,000원').isVisible()).resolves.toBe(true); // 19,000 + 3,000 delivery
    const box = await column.boundingBox();
    expect(box?.x).toBeGreaterThan(640);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'cart-desktop');

    // /cart/ on a wide screen is the restaurant page's column
    await page.goto(appUrl(gateway, '/cart/'));
    await page.waitForURL((url) => url.hash === '#/1001/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
