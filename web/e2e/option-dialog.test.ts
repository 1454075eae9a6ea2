// @module-tag browser
// The option dialog as a customer meets it (spec 000 §5 "Menu options", "Stock"): labels and badges
// per group, the refusals (max count, a mandatory group left open, stock, sold out, deposit), the
// running total, and a real modal (labelled, Escape closes, focus goes back).
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { menuRow, openDialog, openRestaurant, optionLabel } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

describe('the option dialog', () => {
  // The dialog's rules (labels, badges, the reason beside the button, a pick past the maximum, the
  // running total, exactly N) are checked over the real store without a browser:
  // web/screens/restaurant/option-dialog/option-dialog.test.tsx. Here, what needs one.
  it('opens as an accessible sheet on a phone and adds the picks to the cart bar', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1002);
    const dialog = await openDialog(page, '페퍼로니 피자');
    const add = dialog.getByRole('button', { name: '주문표에 추가' });
    await dialog.getByRole('radio', { name: optionLabel('L') }).check();
    await dialog.getByRole('radio', { name: optionLabel('치즈크러스트') }).check();
    await dialog.getByRole('checkbox', { name: optionLabel('페퍼로니') }).check();
    await expect(add.isEnabled()).resolves.toBe(true);
    await expect(dialog.getByText('총 주문금액').locator('..').textContent()).resolves.toContain('29,900원');

    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('heading', { name: '페퍼로니 피자' }).evaluate((h) =>
      h
        .closest('dialog')
        ?.querySelectorAll('*')
        .forEach((el) => {
          el.scrollTop = 0;
        }),
    );
    await shoot(page, 'option-dialog-phone');
    await add.click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('link', { name: /주문표\(1\)/ }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the remaining stock and refuses more than is left, counting what the cart holds', async () => {
    const { page, context } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1003);
    let dialog = await openDialog(page, '블랙 트러플 버거');
    await expect(dialog.getByText('(3개 남음)').isVisible()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: optionLabel('단품') }).check();
    for (let i = 0; i < 3; i++)
      await dialog.getByRole('button', { name: '블랙 트러플 버거 수량 늘리기' }).click();
    await dialog.getByRole('button', { name: '주문표에 추가' }).click();
    await expect(
      dialog.getByText('주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.').isVisible(),
    ).resolves.toBe(true);
    await dialog.getByRole('button', { name: '블랙 트러플 버거 수량 줄이기' }).click();
    await dialog.getByRole('button', { name: '주문표에 추가' }).click();
    await dialog.waitFor({ state: 'detached' });

    // an option's own stock: 5 left is shown, 0 left cannot be picked; an item at 150 shows no note
    dialog = await openDialog(page, '클래식 치즈버거');
    await expect(dialog.getByRole('checkbox', { name: /패티 추가 \(5개 남음\)/ }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(
      dialog.getByRole('checkbox', { name: optionLabel('베이컨 추가') }).isDisabled(),
    ).resolves.toBe(true);
    expect(await dialog.getByText(/개 남음\)$/).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // stock 0 without the sold-out flag: its row says 품절 and does not open; reached by its address,
    // the sheet is refused at add
    const noneLeft = menuRow(page, '한우 스테이크 버거');
    await expect(noneLeft.textContent()).resolves.toContain('품절');
    await expect(noneLeft.isDisabled()).resolves.toBe(true);
    await page.goto(appUrl(gateway, '/1003/1003003/'));
    dialog = page.getByRole('dialog', { name: '한우 스테이크 버거' });
    await dialog.waitFor();
    await expect(dialog.getByText('(0개 남음)').isVisible()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: optionLabel('단품') }).check();
    await dialog.getByRole('button', { name: '주문표에 추가' }).click();
    await expect(
      dialog.getByText('주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.').isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('refuses a sold-out menu, a mandatory group without options and a deposit menu with their texts', async () => {
    const { page, context } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1023);
    // a sold-out row does not open the sheet: disabled, and 품절 in its name
    const soldOut = menuRow(page, '참치김밥');
    if (!(await soldOut.isVisible()))
      await page.getByRole('main').getByRole('button', { name: /^김밥/, expanded: false }).click();
    await expect(soldOut.getAttribute('aria-label')).resolves.toBeNull();
    await expect(soldOut.textContent()).resolves.toContain('품절');
    await expect(soldOut.isDisabled()).resolves.toBe(true);
    // reached by its address (/{id}/{menu_id}/), its sheet says why it cannot be ordered
    await page.goto(appUrl(gateway, '/1023/1023006/'));
    for (const [name, text] of [
      ['참치김밥', '메뉴가 품절이에요'],
      ['쫄면', '필수 항목을 선택할 수 없어요'],
    ] as const) {
      const dialog = name === '참치김밥' ? page.getByRole('dialog', { name }) : await openDialog(page, name);
      await dialog.waitFor();
      await expect(dialog.getByText(text).isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('button', { name: '주문표에 추가' }).isDisabled()).resolves.toBe(true);
      await dialog.getByRole('button', { name: '닫기' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await openRestaurant(page, gateway, 1018, { setLocation: false });
    const dialog = await openDialog(page, '아메리카노 (다회용컵)');
    await expect(
      dialog.getByText('다회용기 보증금이 있는 메뉴는 앱에서만 주문하실 수 있습니다.').isVisible(),
    ).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: '주문표에 추가' }).isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it('is a real modal: opened by /{id}/{menu_id}/, labelled, closed by Escape with focus back on the row', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    await page.goto(appUrl(gateway, '/1001/1001001/'));
    const dialog = page.getByRole('dialog', { name: '후라이드치킨', exact: true });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const row = menuRow(page, '양념치킨');
    await row.click();
    await page.getByRole('dialog', { name: '양념치킨', exact: true }).waitFor();
    // focus stays inside: tabbing around never reaches the page behind (the native modal lets it
    // pass through the browser's own controls, where the document has no active element)
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement === document.body
          ? 'browser'
          : document.activeElement?.closest('dialog')
            ? 'dialog'
            : 'page',
      );
      expect(where).not.toBe('page');
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await row.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
