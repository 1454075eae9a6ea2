// @module-tag browser
// Joining (spec 001 §3 "Join form", §4 "Join", §5, §8) from the login screen against the reference
// gateway: the form's rules with the first failing field focused, the phone verified by SMS with
// each send result, agree-all, the old-code answer, then "stay logged in?" yes and no.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { alertText, logIn, PASSWORD, sandboxSmsCode } from './account-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

let serial = 0;
/** A phone no other test uses (the SMS limits count per phone). */
const freshPhone = () => `0104500${String(1000 + (serial++ % 9000)).padStart(4, '0')}`;
const freshEmail = () => `join-${Date.now().toString(36)}-${serial++}@example.com`;

const form = (page: Page) => page.getByRole('form', { name: '회원가입' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const joinButton = (page: Page) => page.getByRole('button', { name: '가입하기' });

async function openJoin(page: Page) {
  await page.goto(appUrl(gateway, '/join/'));
  await page.waitForURL((url) => url.hash === '#/login/');
  await page.getByRole('link', { name: '회원가입' }).click();
  await page.getByRole('heading', { name: '회원가입' }).waitFor();
}

async function fillAccount(page: Page, email: string, password = PASSWORD, confirm = password) {
  await field(page, '이메일').fill(email);
  await field(page, '비밀번호').fill(password);
  await field(page, '비밀번호 확인').fill(confirm);
  await field(page, '닉네임').fill('새회원');
}

async function verifyPhone(page: Page, phone: string) {
  await field(page, '휴대전화 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 요청' }).click();
  await page.getByRole('timer').waitFor();
  await field(page, '인증번호').fill(await sandboxSmsCode(gateway, phone));
  await page.getByText('인증완료').waitFor();
}

/** The SMS send answering `result` with the server's message, as the gateway would. */
async function smsAnswers(page: Page, result: string, message: string) {
  await page.route('**/v2/send-phone-certification-code', (route) =>
    route.fulfill({ json: { result, display_message: message, send_count: 1 } }),
  );
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('joining with e-mail', () => {
  it('joins with a verified phone and the consents, and stays logged in (yes: home)', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openJoin(page);
    const email = freshEmail();
    await fillAccount(page, email);
    await verifyPhone(page, freshPhone());
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    for (const name of [
      '[필수] 이용약관 동의',
      '[필수] 개인정보 수집 및 이용 동의',
      '[필수] 만 14세 이상입니다',
    ])
      await expect(page.getByRole('checkbox', { name, exact: true }).isChecked()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'join-phone', { fullPage: true });
    await joinButton(page).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('회원가입이 완료되었습니다. 로그인 상태를 유지하시겠습니까?').waitFor();
    await ask.getByRole('button', { name: '예' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes to the login screen when the new member says no, and can log in there', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await openJoin(page);
    const email = freshEmail();
    await fillAccount(page, email);
    await verifyPhone(page, freshPhone());
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await joinButton(page).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '아니오' }).click();
    await page.getByRole('heading', { name: '로그인' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/login/');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    await logIn(page, email, PASSWORD);
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names and focuses the first field that fails, in form order', async () => {
    const { page, context } = await newCustomer(browser);
    await openJoin(page);
    const expectError = async (text: string, id: string) => {
      await joinButton(page).click();
      await form(page).getByText(text).waitFor();
      await expect.poll(() => focusedId(page)).toBe(id);
    };
    await expectError('이메일을 입력해 주세요.', 'join-email');
    await field(page, '이메일').fill('not-an-email');
    await expectError('이메일 형식이 올바르지 않습니다.', 'join-email');
    await field(page, '이메일').fill(freshEmail());
    await expectError('비밀번호를 입력해 주세요.', 'join-password');
    await field(page, '비밀번호').fill('short1!');
    await expectError('비밀번호는 8자 이상 입력해주세요.', 'join-password');
    await field(page, '비밀번호').fill('aaaa1234!');
    await expectError('같은 문자를 4번 이상 연속해서 사용할 수 없습니다.', 'join-password');
    await field(page, '비밀번호').fill('abcd12345');
    await expectError('비밀번호는 영문, 숫자, 특수문자를 모두 포함해야 합니다.', 'join-password');
    await field(page, '비밀번호').fill(PASSWORD);
    await expectError('비밀번호 확인을 입력해 주세요.', 'join-confirm_password');
    await field(page, '비밀번호 확인').fill('Jumun!2025');
    await expectError('비밀번호가 일치하지 않습니다.', 'join-confirm_password');
    expect(await axeViolations(page)).toEqual([]);
    await field(page, '비밀번호 확인').fill(PASSWORD);
    await expectError('닉네임을 입력해 주세요.', 'join-nickname');
    await field(page, '닉네임').fill('새회원');
    await expectError('휴대 전화 번호를 입력해 주세요', 'join-phone');
    await field(page, '휴대전화 번호').fill(freshPhone());
    await expectError('전화번호를 인증해 주세요.', 'join-code');
    await verifyPhone(page, freshPhone());
    await expectError('이용약관에 동의해 주세요.', 'join-agree_policy');
    await page.getByRole('checkbox', { name: '[필수] 이용약관 동의' }).check();
    await expectError('개인정보 수집 및 이용에 동의해 주세요.', 'join-agree_collect');
    await page.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' }).check();
    await expectError('전자금융거래 이용약관에 동의해 주세요.', 'join-agree_efinance');
    await page.getByRole('checkbox', { name: '[필수] 전자금융거래 이용약관 동의' }).check();
    await expectError('만 14세 이상만 가입할 수 있습니다.', 'join-agree_14_age');
    await expect(page.getByRole('checkbox', { name: '전체 동의' }).isChecked()).resolves.toBe(false);
    await context.close();
  });

  it('shows the old-code answer as the verification having expired', async () => {
    const { page, context } = await newCustomer(browser);
    await page.route('**/api/v1/sign_up/', (route) =>
      route.fulfill({
        json: { status_code: 'OLD_VERIFICATION_CODE', message: 'old_vericode: 인증이 오래되었습니다.' },
      }),
    );
    await openJoin(page);
    await fillAccount(page, freshEmail());
    await verifyPhone(page, freshPhone());
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await joinButton(page).click();
    expect(await alertText(page)).toContain('휴대폰 인증 유효시간이 지났습니다. 다시 인증해 주세요.');
    // the phone is to be verified again: the request is offered once more
    await expect(page.getByText('인증완료').count()).resolves.toBe(0);
    await page.getByRole('button', { name: '인증번호 요청' }).click();
    // (the reference gateway still holds this requester's fresh check: dup_veri_trial)
    await page.getByText('인증완료').waitFor();
    await context.close();
  });
});

describe('the SMS send results', () => {
  it('dup_veri_trial: the phone counts as verified at once', async () => {
    const { page, context } = await newCustomer(browser);
    await smsAnswers(page, 'dup_veri_trial', '이미 인증된 번호입니다.');
    await openJoin(page);
    await field(page, '휴대전화 번호').fill(freshPhone());
    await page.getByRole('button', { name: '인증번호 요청' }).click();
    await page.getByText('인증완료').waitFor();
    await expect(field(page, '인증번호').count()).resolves.toBe(0);
    await context.close();
  });

  for (const [result, message] of [
    ['banned_number', '인증번호를 보낼 수 없는 번호입니다. 고객센터로 문의해주세요.'],
    ['invalid_number', '휴대 전화 번호를 정확히 입력해 주세요.'],
    ['sms_error', '문자 발송에 실패했습니다.'],
  ] as const) {
    it(`${result}: shows the message and requests nothing`, async () => {
      const { page, context } = await newCustomer(browser);
      await smsAnswers(page, result, message);
      await openJoin(page);
      await field(page, '휴대전화 번호').fill(freshPhone());
      await page.getByRole('button', { name: '인증번호 요청' }).click();
      await form(page).getByText(message).waitFor();
      await expect(page.getByRole('timer').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: '인증번호 요청' }).isVisible()).resolves.toBe(true);
      await expect.poll(() => focusedId(page)).toBe('join-phone');
      await context.close();
    });
  }

  it('a banned number of the reference gateway is refused by the server itself', async () => {
    const { page, context } = await newCustomer(browser);
    await openJoin(page);
    await field(page, '휴대전화 번호').fill('010-9999-0000');
    await page.getByRole('button', { name: '인증번호 요청' }).click();
    await form(page).getByText('인증번호를 보낼 수 없는 번호입니다. 고객센터로 문의해주세요.').waitFor();
    await expect(page.getByRole('timer').count()).resolves.toBe(0);
    await context.close();
  });
});
