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
  it('labels each group, refuses a pick past the maximum and undoes it, and adds at the running total', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1002);
    const dialog = await openDialog(page, '페퍼로니 피자');

    // each group with its spec label and a 필수/선택 badge; radio or checkbox by the normalisation rule
    await expect(
      dialog.getByRole('group', { name: /사이즈.*\(필수 선택\).*필수/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      dialog.getByRole('group', { name: /토핑 추가.*\(최대 3개 선택 가능\).*선택/ }).isVisible(),
    ).resolves.toBe(true);
    expect(await dialog.getByRole('radio', { name: optionLabel('L') }).count()).toBe(1);
    expect(await dialog.getByRole('checkbox', { name: optionLabel('페퍼로니') }).count()).toBe(1);
    await expect(dialog.getByText('+5,000원').isVisible()).resolves.toBe(true);

    // the add button waits for every mandatory group, with the reason beside it
    const add = dialog.getByRole('button', { name: '주문표에 추가' });
    await expect(add.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByText('사이즈를 선택해주세요.').isVisible()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: optionLabel('L') }).check();
    await expect(dialog.getByText('도우를 선택해주세요.').isVisible()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: optionLabel('치즈크러스트') }).check();
    await expect(add.isEnabled()).resolves.toBe(true);

    // a fourth topping is refused with the spec's text and the pick is undone
    const toppings = dialog.getByRole('group', { name: /토핑 추가/ }).getByRole('checkbox');
    for (let i = 0; i < 3; i++) await toppings.nth(i).check();
    await toppings.nth(3).click();
    await expect(dialog.getByText('최대 3개 까지 선택 가능합니다.').isVisible()).resolves.toBe(true);
    await expect(toppings.nth(3).isChecked()).resolves.toBe(false);
    expect(
      await dialog
        .getByRole('group', { name: /토핑 추가/ })
        .getByRole('checkbox', { checked: true })
        .count(),
    ).toBe(3);

    // the running total: 19,900 + 5,000 (L) + 3,000 (치즈크러스트) + the three toppings, times the amount
    const total = async () => (await dialog.getByText('총 주문금액').locator('..').textContent()) ?? '';
    const oneUnit = await total();
    await dialog.getByRole('button', { name: '페퍼로니 피자 수량 늘리기' }).click();
    expect(oneUnit).not.toEqual(await total());
    await dialog.getByRole('button', { name: '페퍼로니 피자 수량 줄이기' }).click();
    await expect(
      dialog.getByRole('button', { name: '페퍼로니 피자 수량 줄이기' }).isDisabled(),
    ).resolves.toBe(true);
    expect(await total()).toEqual(oneUnit);

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

  it('asks for exactly N in a mandatory multiple group', async () => {
    const { page, context } = await newCustomer(browser);
    await openRestaurant(page, gateway, 1001);
    const dialog = await openDialog(page, '반반치킨');
    await expect(
      dialog.getByRole('group', { name: /반반 맛 선택.*\(필수 2개 선택\)/ }).isVisible(),
    ).resolves.toBe(true);
    await dialog.getByRole('checkbox', { name: optionLabel('양념') }).check();
    const add = dialog.getByRole('button', { name: '주문표에 추가' });
    await expect(add.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByText('반반 맛 선택을 선택해주세요.').isVisible()).resolves.toBe(true);
    await dialog.getByRole('checkbox', { name: optionLabel('간장') }).check();
    await expect(add.isEnabled()).resolves.toBe(true);
    await dialog.getByRole('checkbox', { name: optionLabel('마늘') }).click();
    await expect(dialog.getByText('최대 2개 까지 선택 가능합니다.').isVisible()).resolves.toBe(true);
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

    // stock 0 without the sold-out flag: refused at add
    dialog = await openDialog(page, '한우 스테이크 버거');
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
    for (const [name, text] of [
      ['참치김밥', '메뉴가 품절이에요'],
      ['쫄면', '필수 항목을 선택할 수 없어요'],
    ] as const) {
      const dialog = await openDialog(page, name);
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
