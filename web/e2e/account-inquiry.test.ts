// @module-tag browser
// Id and password inquiry (spec 001 §5, §7, §8) against the reference gateway: the id found by the
// phone's FIND_EMAIL code, the code and phone refusals at their fields, an unknown phone; the
// password reset guide, a refused e-mail, and the default failure text.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { alertText, newMember, sandboxSmsCode } from './account-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const idForm = (page: Page) => page.getByRole('form', { name: '아이디 찾기' });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function requestCode(page: Page, phone: string) {
  await idForm(page).getByLabel('휴대전화 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 요청' }).click();
  await page.getByRole('timer').waitFor();
}

describe('id inquiry', () => {
  it("finds the member's id by the phone's code, reached from the login screen", async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway, { phone: '01046001001' });
    await page.goto(appUrl(gateway, '/login/'));
    await page.getByRole('link', { name: '아이디 찾기' }).click();
    await page.getByRole('heading', { name: '아이디 찾기' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await requestCode(page, '010-4600-1001');
    await shoot(page, 'idinquiry-phone');
    await idForm(page)
      .getByLabel('인증번호', { exact: true })
      .fill(await sandboxSmsCode(gateway, '01046001001'));
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    const result = page.getByRole('status').filter({ hasText: '가입하신 아이디는' });
    await result.waitFor();
    const shown = await result.innerText();
    expect(shown).toContain(`${email.slice(0, 2)}***@example.com`);
    expect(shown).not.toContain(email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '로그인하기' }).click();
    await page.getByRole('heading', { name: '로그인' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses at the field: no phone, no code requested, a short code; the server refuses a wrong code', async () => {
    const { page, context } = await newCustomer(browser);
    await newMember(gateway, { phone: '01046001002' });
    await page.goto(appUrl(gateway, '/idinquiry/'));
    const submit = page.getByRole('button', { name: '아이디 찾기' });
    await submit.click();
    await idForm(page).getByText('휴대 전화 번호를 입력해 주세요').waitFor();
    await expect.poll(() => focusedId(page)).toBe('idinquiry-phone');
    await idForm(page).getByLabel('휴대전화 번호').fill('01046001002');
    await idForm(page).getByLabel('인증번호', { exact: true }).fill('1234');
    await submit.click();
    await idForm(page).getByText('먼저 인증번호를 요청해주세요.').waitFor();
    await expect.poll(() => focusedId(page)).toBe('idinquiry-code');
    await requestCode(page, '01046001002');
    await idForm(page).getByLabel('인증번호', { exact: true }).fill('12');
    await submit.click();
    await idForm(page).getByText('인증번호는 4자리 숫자만 입력해주세요.').waitFor();
    const right = await sandboxSmsCode(gateway, '01046001002');
    await idForm(page)
      .getByLabel('인증번호', { exact: true })
      .fill(right === '0000' ? '1111' : '0000');
    await submit.click();
    // the server checks the code first and refuses it at the code field
    await idForm(page).getByRole('alert').waitFor();
    await expect.poll(() => focusedId(page)).toBe('idinquiry-code');
    await context.close();
  });

  it('says so when no member has the phone', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/idinquiry/'));
    await requestCode(page, '01046001003');
    await idForm(page)
      .getByLabel('인증번호', { exact: true })
      .fill(await sandboxSmsCode(gateway, '01046001003'));
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    expect(await alertText(page)).toContain('가입된 아이디를 찾을 수 없습니다.');
    await context.close();
  });
});

describe('password inquiry', () => {
  it('sends the reset guide to the e-mail', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway);
    await page.goto(appUrl(gateway, '/login/'));
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await page.getByRole('heading', { name: '비밀번호 찾기' }).waitFor();
    await page.getByLabel('이메일').fill(email);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'pwinquiry-phone');
    await page.getByRole('button', { name: '비밀번호 찾기' }).click();
    const result = page
      .getByRole('status')
      .filter({ hasText: '비밀번호 재설정 안내를 이메일로 보냈습니다.' });
    await result.waitFor();
    expect(await result.innerText()).toContain(email);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses an empty or malformed e-mail at the field', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/pwinquiry/'));
    await page.getByRole('button', { name: '비밀번호 찾기' }).click();
    await page.getByText('이메일을 입력해 주세요.').waitFor();
    await expect.poll(() => focusedId(page)).toBe('pwinquiry-email');
    await page.getByLabel('이메일').fill('nobody@');
    await page.getByRole('button', { name: '비밀번호 찾기' }).click();
    await page.getByText('이메일 형식이 올바르지 않습니다.').waitFor();
    await context.close();
  });

  it("shows the server's message, or the default text when it gives none", async () => {
    const { page, context } = await newCustomer(browser);
    let message: string | null = '메일을 보낼 수 없습니다.';
    await page.route('**/v1/find-password', (route) =>
      route.fulfill({ json: message === null ? { success: false } : { success: false, message } }),
    );
    await page.goto(appUrl(gateway, '/pwinquiry/'));
    await page.getByLabel('이메일').fill('someone@example.com');
    await page.getByRole('button', { name: '비밀번호 찾기' }).click();
    expect(await alertText(page)).toContain('메일을 보낼 수 없습니다.');
    message = null;
    await page.getByRole('button', { name: '비밀번호 찾기' }).click();
    expect(await alertText(page)).toContain('서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.');
    await context.close();
  });
});
