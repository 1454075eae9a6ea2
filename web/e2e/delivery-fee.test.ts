// @module-tag browser
// The delivery fee's tiers and free delivery as a customer reads them before ordering (spec 000 §9
// "The delivery fee is chosen from delivery_fee_by_order_amounts by descending order-amount tiers",
// "Free delivery applies when the total reaches free_delivery_threshold"): the restaurant header's
// schedule, the information tab's table, and in the cart how much more food makes it cheaper.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import { axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const cartBar = (page: Page) => page.getByRole('link', { name: /^주문표\(\d+\)/ });

/** The header's facts as the customer reads them: 배달요금 → what it says. */
async function headerFee(page: Page): Promise<string> {
  const header = page.locator('section[aria-labelledby="restaurant-name"]');
  const fee = header.locator('dt', { hasText: '배달요금' }).locator('..').locator('dd');
  return (await fee.innerText()).replace(/\s+/g, ' ').trim();
}

describe('the delivery fee before ordering (phone)', () => {
  it('shows the tiers and free delivery on the restaurant page, then how much more makes it cheaper in the cart', async () => {
    const { page, context, errors } = await newCustomer(browser);
    // 1016 서초 본가 중화요리: 4,000원; 3,000원 from 20,000원; 1,000원 from 30,000원; free from 50,000원
    await openRestaurant(page, gateway, 1016);
    await expect(headerFee(page)).resolves.toBe(
      '4,000원 20,000원 이상 3,000원 30,000원 이상 1,000원 50,000원 이상 무료',
    );
    await shoot(page, 'delivery-fee-header');

    // the information tab: the fee by order amount, as a table
    await page.getByRole('tab', { name: '정보' }).click();
    const panel = page.getByRole('tabpanel', { name: '정보' });
    const table = panel.getByRole('table', { name: '주문금액별 배달요금' });
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      '주문금액 배달요금',
      '20,000원 미만 4,000원',
      '20,000원 이상 30,000원 미만 3,000원',
      '30,000원 이상 50,000원 미만 1,000원',
      '50,000원 이상 무료',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'delivery-fee-info', { fullPage: true });

    // the cart: 18,000원 of food pays 4,000원; 2,000원 more would pay 3,000원
    await page.getByRole('tab', { name: /^메뉴 \d+$/ }).click();
    await addToCart(page, '탕수육 (소)', ['부먹']);
    await cartBar(page).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    const main = page.getByRole('main');
    await main.getByText('2,000원 더 담으면 배달요금 3,000원').waitFor();
    await shoot(page, 'delivery-fee-cart');
    // at 36,000원 (two 탕수육) the fee is 1,000원, and 14,000원 more makes it free
    await main.getByRole('button', { name: '탕수육 (소) 수량 늘리기' }).click();
    await expect
      .poll(() => main.getByText(/더 담으면 배달요금/).textContent())
      .toBe('14,000원 더 담으면 배달요금 무료');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the free-delivery threshold where there are no tiers, and nothing once delivery is free', async () => {
    const { page, context, errors } = await newCustomer(browser);
    // 1001 역삼 황금치킨: 3,000원, free from 40,000원
    await openRestaurant(page, gateway, 1001);
    await expect(headerFee(page)).resolves.toBe('3,000원 40,000원 이상 무료');
    await addToCart(page, '후라이드치킨', ['후라이드'], 2); // 36,000원
    await cartBar(page).click();
    await page.waitForURL((url) => url.hash === '#/cart/');
    const main = page.getByRole('main');
    await main.getByText('4,000원 더 담으면 배달요금 무료').waitFor();
    await main.getByRole('button', { name: '후라이드치킨 수량 늘리기' }).click(); // 54,000원
    await expect.poll(() => main.getByText(/더 담으면 배달요금/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
