// @module-tag browser
// The login screen (spec 001 §2 "Login screen", §4 "Login", "Logout", §5, §8) against the reference
// gateway: the form and its button, the captcha after failures (120000 captchalogin, 120001
// captchaonly), the server's text or the default one, WITHDRAWAL_RESERVED, the password-change
// notice, blocked cookies, the return target (only this app's routes), and logout clearing what
// §4 lists from the browser's storage.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import {
  alertText,
  captchaAnswer,
  logIn,
  newMember,
  PASSWORD,
  storages,
  unexpectedErrors,
} from './account-steps.ts';
import { addToCart, openRestaurant } from './cart-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const loginButton = (page: Page) => page.getByRole('button', { name: '로그인', exact: true });
const headerLogout = (page: Page) => page.getByRole('banner').getByRole('button', { name: '로그아웃' });
const hashOf = (page: Page) => new URL(page.url()).hash;

async function openLogin(page: Page, hash = '/login/') {
  await page.goto(appUrl(gateway, hash));
  await page.getByRole('heading', { name: '로그인' }).waitFor();
}

describe('logging in with e-mail', () => {
  it('enables the button once both fields are filled, keeps the login by default, and goes back where it came from', {
    tags: ['smoke'],
  }, async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway);
    await page.goto(appUrl(gateway, '/'));
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    await page.getByRole('heading', { name: '로그인' }).waitFor();
    expect(hashOf(page)).toBe('#/login/');
    // a link that carries where to come back to
    await openLogin(page, '/login/?return=%2F1001%2F');
    await expect(loginButton(page).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: '로그인 상태 유지' }).isChecked()).resolves.toBe(true);
    await page.getByLabel('이메일', { exact: true }).fill(email);
    await expect(loginButton(page).isDisabled()).resolves.toBe(true);
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await expect(loginButton(page).isEnabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'login-phone');
    await loginButton(page).click();
    await page.waitForURL((url) => url.hash === '#/1001/');
    await headerLogout(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the captcha after the third failure, a new one for a wrong answer, and logs in with the right one', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway);
    await openLogin(page);
    for (let i = 1; i <= 2; i++) {
      await logIn(page, email, 'Wrong!2026');
      expect(await alertText(page)).toContain('아이디 또는 비밀번호가 일치하지 않습니다.');
      await expect(page.getByLabel('자동입력 방지 문자', { exact: true }).count()).resolves.toBe(0);
    }
    // third failure: 120000, captchalogin (the password is asked again with the captcha)
    await logIn(page, email, 'Wrong!2026');
    expect(await alertText(page)).toContain('자동입력 방지');
    const captcha = page.getByLabel('자동입력 방지 문자', { exact: true });
    await captcha.waitFor();
    const first = await captchaAnswer(page, gateway);
    await expect(page.getByLabel('비밀번호', { exact: true }).inputValue()).resolves.toBe('');
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await expect(loginButton(page).isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'login-captcha-phone');
    // a wrong answer: 120001, captchaonly (the credentials stay, a new image)
    await captcha.fill(first === 'AAAAA' ? 'BBBBB' : 'AAAAA');
    await loginButton(page).click();
    await alertText(page);
    // the form is reset once the alert has gone and the page is live again
    await expect.poll(() => captcha.inputValue()).toBe('');
    await expect(page.getByLabel('비밀번호', { exact: true }).inputValue()).resolves.toBe(PASSWORD);
    const second = await captchaAnswer(page, gateway);
    await captcha.fill(second);
    await loginButton(page).click();
    await page.waitForURL((url) => url.hash === '#/');
    await headerLogout(page).waitFor();
    // the browser logs each refused attempt (401) itself; nothing else went wrong
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it("shows the default text when the server gives none, and a popup when the captcha image can't load", async () => {
    const { page, context } = await newCustomer(browser);
    await page.route('**/v2/login-email-account', (route) =>
      route.fulfill({
        status: 401,
        json: { error: { error_code: 120000, display_message: '' }, captcha: 'captchalogin' },
      }),
    );
    await page.route('**/v1/generate-captcha-image', (route) => route.fulfill({ status: 500, json: {} }));
    await openLogin(page);
    await logIn(page, 'nobody@example.com', 'Wrong!2026');
    expect(await alertText(page)).toContain('정상적으로 처리되지 않았습니다. 다시 시도하여 주십시요.');
    expect(await alertText(page)).toContain('알림: 정상적으로 처리되지 않았습니다. 다시 시도해주세요.');
    await context.close();
  });

  it('keeps a withdrawal-reserved member on the login page, logged out', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway, { state: 'WITHDRAWAL_RESERVED' });
    await openLogin(page, '/login/?return=%2Fcart%2F');
    await logIn(page, email, PASSWORD);
    expect(await alertText(page)).toContain('탈퇴 신청이 접수된 계정입니다.');
    expect(hashOf(page)).toBe('#/login/?return=%2Fcart%2F');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    const { session } = await storages(page);
    expect(session.user_info).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the password-change notice (phone variant), then goes on', async () => {
    const { page, context } = await newCustomer(browser);
    const email = await newMember(gateway);
    await page.route('**/v2/login-email-account', async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), password_change_required: true };
      await route.fulfill({ response, json });
    });
    await openLogin(page);
    await logIn(page, email, PASSWORD);
    expect(await alertText(page)).toContain('안전을 위해 비밀번호를 변경해주세요.');
    await page.waitForURL((url) => url.hash === '#/');
    await context.close();
  });

  it('shows the PC variant of the notice on a wide screen', async () => {
    const { page, context } = await newCustomer(browser, { desktop: true });
    const email = await newMember(gateway);
    await page.route('**/v2/login-email-account', async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), password_change_required: true };
      await route.fulfill({ response, json });
    });
    await openLogin(page);
    await logIn(page, email, PASSWORD);
    expect(await alertText(page)).toContain('PC 웹사이트의 내 정보에서');
    await context.close();
  });

  it('says so when cookies are blocked, without calling the server', async () => {
    const { page, context } = await newCustomer(browser);
    let calls = 0;
    await page.route('**/v2/login-email-account', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }),
    );
    await openLogin(page);
    await logIn(page, 'minji@example.com', PASSWORD);
    expect(await alertText(page)).toContain('쿠키가 차단되어 있어');
    expect(calls).toBe(0);
    await context.close();
  });
});

describe('logging in from the member-only question', () => {
  it('comes back to the cart, where the order goes on as a member', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway);
    await openRestaurant(page, gateway, 1015); // members only discount
    await addToCart(page, '냉채족발');
    await page.getByRole('link', { name: /^주문표\(\d+\)/ }).click();
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '로그인' }).click();
    await page.waitForURL((url) => url.hash === '#/login/?return=%2Fcart%2F');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.hash === '#/cart/');
    await page.getByRole('main').getByRole('button', { name: '주문하기' }).click();
    await page.waitForURL((url) => url.hash === '#/checkout/');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the return target', () => {
  const outside = [
    'https://evil.example/',
    '//evil.example/',
    'javascript:alert(document.domain)',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/\\evil.example',
    'javascript%253Aalert(1)',
  ];

  it('never leaves the app: each outside target ends at home', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    for (const target of outside) {
      await openLogin(page, `/login/?return=${encodeURIComponent(target)}`);
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.hash === '#/');
      expect(new URL(page.url()).origin).toBe(gateway.url);
      await headerLogout(page).click();
      await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    }
    expect(dialogs).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('keep me logged in', () => {
  it('remembers the choice when it is turned off', async () => {
    const { page, context } = await newCustomer(browser);
    const email = await newMember(gateway);
    await openLogin(page);
    await page.getByRole('checkbox', { name: '로그인 상태 유지' }).uncheck();
    await logIn(page, email, PASSWORD);
    await headerLogout(page).waitFor();
    await expect.poll(async () => (await storages(page)).local.maintain_login).toBe('false');
    await context.close();
  });
});

describe('logging out', () => {
  it('clears exactly what §4 lists: user, login and last-login info and the tokens', async () => {
    const { page, context, errors } = await newCustomer(browser);
    const email = await newMember(gateway, { phone: '01077776666' });
    await openLogin(page);
    await logIn(page, email, PASSWORD);
    await headerLogout(page).waitFor();
    await expect.poll(async () => (await storages(page)).session.user_info).toContain(email);
    const before = await storages(page);
    const token = before.session.access_token ?? '';
    expect(token).not.toBe('');
    expect(JSON.parse(before.session.login_info ?? '{}')).toMatchObject({ account_origin: 'email' });
    expect(JSON.parse(before.local.last_login ?? '{}')).toMatchObject({ id: email, phone: '01077776666' });
    expect(before.local.maintain_login).toBe('true');
    // the token is kept under access_token only: the stored log and the session's keys hold none
    const { access_token: _kept, ...otherSession } = before.session;
    expect(JSON.stringify({ ...before, session: otherSession })).not.toContain(token);
    // a reload continues the session from the stored log (which has no token) and the token key
    await page.reload();
    await headerLogout(page).waitFor();
    await headerLogout(page).click();
    await page.getByText('로그아웃 되었습니다.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    const after = await storages(page);
    for (const key of ['user_info', 'login_info', 'access_token', 'refresh_token'])
      expect(after.session[key]).toBeUndefined();
    expect(after.local.last_login).toBeUndefined();
    expect(JSON.stringify(after)).not.toContain(token);
    // what logout does not list stays: the device, the remembered choice, the stored log
    expect(after.local.device_id).toBe(before.local.device_id);
    expect(after.local.maintain_login).toBe('true');
    expect(after.session.events).toBeDefined();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
