// @module-tag browser
// Member withdrawal (spec 001 §4 "Withdraw", §5, §8) against the reference gateway: the reason
// required, ETC with 10+ characters, the confirmation (cancel keeps the member), the popup, logged
// out and home, the account reserved for withdrawal afterwards; without login the popup and the
// login page; the server's refusal text.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { alertText, logIn, newMember, PASSWORD, storages } from './account-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const submit = (page: Page) => page.getByRole('button', { name: '탈퇴하기', exact: true });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** A fresh member logged in through the login page, on /withdraw/. */
async function memberOnWithdraw(page: Page): Promise<string> {
  const email = await newMember(gateway);
  await page.goto(appUrl(gateway, '/login/?return=%2Fwithdraw%2F'));
  await logIn(page, email, PASSWORD);
  await page.getByRole('heading', { name: '회원탈퇴' }).waitFor();
  return email;
}

describe('withdrawal', () => {
  it('asks for a reason, 10+ characters for ETC, confirms, then logs out and goes home', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await memberOnWithdraw(page);
    for (const label of [
      '자주 이용하지 않아요',
      '주문할 수 있는 음식점이 부족해요',
      '배달료가 부담돼요',
      '할인 혜택이 부족해요',
      '개인정보가 걱정돼요',
      '기타',
    ])
      await page.getByRole('radio', { name: label }).waitFor();
    await submit(page).click();
    await page.getByText('탈퇴사유를 선택해 주세요.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: '기타' }).check();
    await page.getByLabel('기타 사유').fill('  아홉 글자입니다 ');
    await submit(page).click();
    await page.getByText('10글자 이상 적어주세요', { exact: true }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('withdraw-text');
    await page.getByLabel('기타 사유').fill('이사를 가서 더는 쓰지 않아요');
    await shoot(page, 'withdraw-phone');
    // cancel keeps the member
    await submit(page).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('정말 탈퇴하시겠습니까?').waitFor();
    await ask.getByRole('button', { name: '취소' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    // confirmed: the popup, logged out, home
    await submit(page).click();
    await ask.getByRole('button', { name: '탈퇴하기' }).click();
    expect(await alertText(page)).toContain('탈퇴 신청이 완료되었습니다.');
    await page.waitForURL((url) => url.hash === '#/');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    await expect.poll(async () => (await storages(page)).session.access_token).toBeUndefined();
    const [row] = await gateway.db.query<{ state: string; withdraw_reason_type: string }>(
      'SELECT state, withdraw_reason_type FROM members WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ state: 'WITHDRAWAL_RESERVED', withdraw_reason_type: 'ETC' });
    // the account is reserved for withdrawal now
    await page.goto(appUrl(gateway, '/login/'));
    await logIn(page, email, PASSWORD);
    expect(await alertText(page)).toContain('탈퇴 신청이 접수된 계정입니다.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('withdraws with a listed reason', async () => {
    const { page, context } = await newCustomer(browser);
    const email = await memberOnWithdraw(page);
    await page.getByRole('radio', { name: '배달료가 부담돼요' }).check();
    await submit(page).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click();
    expect(await alertText(page)).toContain('탈퇴 신청이 완료되었습니다.');
    await page.waitForURL((url) => url.hash === '#/');
    const [row] = await gateway.db.query<{ withdraw_reason_type: string }>(
      'SELECT withdraw_reason_type FROM members WHERE email = $1',
      [email],
    );
    expect(row?.withdraw_reason_type).toBe('DISSATISFIED_WITH_DELIVERY_CHARGE');
    await context.close();
  });

  it("shows the spec's text when the server refuses, and the member stays", async () => {
    const { page, context } = await newCustomer(browser);
    await memberOnWithdraw(page);
    await page.route('**/v1/withdraw', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('radio', { name: '자주 이용하지 않아요' }).check();
    await submit(page).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click();
    expect(await alertText(page)).toContain('탈퇴 신청에 오류가 발생 했습니다.');
    expect(new URL(page.url()).hash).toBe('#/withdraw/');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    await context.close();
  });

  it('without login: the popup, then the login page, which comes back here', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway);
    await page.goto(appUrl(gateway, '/withdraw/'));
    expect(await alertText(page)).toContain('로그인이 필요합니다.');
    await page.waitForURL((url) => url.hash === '#/login/?return=%2Fwithdraw%2F');
    await logIn(page, email, PASSWORD);
    await page.getByRole('heading', { name: '회원탈퇴' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
