// @module-tag browser
// Social login (spec 001 §4 "Social login", §8) with naver and kakao through the reference
// gateway's sandbox consent pages: a joined account logs in and goes back (the token taken out of
// the address), the provider's denial and a foreign state show the provider's text and /login/,
// the server's failures show its text or the generic one, and an account not joined yet joins
// with the social join form (the e-mail asked only when the provider gave none).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { alertText, logIn, newMember, PASSWORD, sandboxSmsCode, storages } from './account-steps.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';
import { openBlankPage } from './node-order.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const NAMES = { naver: '네이버', kakao: '카카오' } as const;
type Provider = keyof typeof NAMES;

/** On the login page: the provider's button, then its sandbox consent page answered. */
async function consent(
  page: Page,
  provider: Provider,
  answer: { readonly account?: string; readonly shareEmail?: boolean; readonly deny?: boolean } = {},
) {
  await page.getByRole('button', { name: `${NAMES[provider]}로 로그인` }).click();
  await page.waitForURL((url) => url.pathname === `/sandbox/social/${provider}`);
  if (answer.account !== undefined) await page.getByLabel('테스트 계정 (이메일)').fill(answer.account);
  if (answer.shareEmail === false) await page.getByLabel('이메일 주소 제공에 동의').uncheck();
  await page.getByRole('button', { name: answer.deny ? '취소' : '동의하고 계속하기' }).click();
  await page.waitForURL((url) => url.origin === gateway.url && url.pathname === '/');
}

const loggedIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
let serial = 0;

describe('social login', () => {
  for (const [provider, hash] of [
    ['naver', '/login/?return=%2F1001%2F'],
    ['kakao', '/login/'],
  ] as const) {
    it(`${provider}: a joined account logs in and goes back, the token out of the address`, async () => {
      const { page, context, errors } = await newCustomer(browser);
      await page.goto(appUrl(gateway, hash));
      await page.getByRole('heading', { name: '로그인' }).waitFor();
      if (provider === 'naver') {
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, 'login-social-phone', { fullPage: true });
      }
      await consent(page, provider);
      await loggedIn(page);
      await page.waitForURL((url) => url.hash === (provider === 'naver' ? '#/1001/' : '#/'));
      expect(page.url()).not.toContain('access_token');
      expect(new URL(page.url()).search).toBe('');
      expect(errors.filter((e) => !e.includes('status of'))).toEqual([]);
      await context.close();
    });

    it(`${provider}: the provider's denial shows its text, then /login/`, async () => {
      const { page, context } = await newCustomer(browser);
      await page.goto(appUrl(gateway, '/login/'));
      await consent(page, provider, { deny: true });
      expect(await alertText(page)).toContain(
        `${NAMES[provider]} 아이디로 로그인에 실패하였습니다. 다시 시도해주세요`,
      );
      await page.waitForURL((url) => url.hash === '#/login/');
      expect(new URL(page.url()).search).toBe('');
      await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
      await context.close();
    });
  }

  it('a token arriving with a state this browser did not send is refused', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(
      `${gateway.url}/?account_origin=naver&access_token=naver-sandbox-forged&state=forged#/login/`,
    );
    expect(await alertText(page)).toContain('네이버 아이디로 로그인에 실패하였습니다. 다시 시도해주세요');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    expect(page.url()).not.toContain('access_token');
    await context.close();
  });

  it('kakao non-connected: a logged-in member is logged out and refused', async () => {
    const { page, context } = await newCustomer(browser);
    const email = await newMember(gateway);
    await page.route('**/v2/social-account-joined**', (route) =>
      route.fulfill({ json: { is_joined: true, state: 'NOT_CONNECTED', email: null } }),
    );
    await page.goto(appUrl(gateway, '/login/'));
    await logIn(page, email, PASSWORD);
    await loggedIn(page);
    await page.goto(appUrl(gateway, '/login/'));
    await page.getByRole('button', { name: '로그아웃', exact: true }).first().waitFor();
    // a member opens the login page's member panel; the kakao button is on the guest's page, so
    // the provider's return is what arrives here (as after a kakao login started in another tab)
    await page.evaluate(() => sessionStorage.setItem('social_login_state', 'st-1'));
    await page.goto(`${gateway.url}/?account_origin=kakao&access_token=kakao-sandbox-x&state=st-1#/login/`);
    expect(await alertText(page)).toContain('카카오 아이디로 로그인에 실패하였습니다. 다시 시도해주세요');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    await expect.poll(async () => (await storages(page)).session.user_info).toBeUndefined();
    await context.close();
  });

  it('a withdrawal-reserved social member is told so and stays logged out', async () => {
    const { page, context } = await newCustomer(browser);
    const account = await newMember(gateway, { origin: 'naver', state: 'WITHDRAWAL_RESERVED' });
    await page.goto(appUrl(gateway, '/login/'));
    await consent(page, 'naver', { account });
    expect(await alertText(page)).toContain('탈퇴 신청이 접수된 계정입니다.');
    await page.getByRole('heading', { name: '로그인' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    await context.close();
  });

  it("the server's failure shows its message, or the generic text", async () => {
    const { page, context } = await newCustomer(browser);
    let broken: 'message' | 'down' = 'message';
    await page.route('**/v2/social-account-joined**', (route) =>
      broken === 'message'
        ? route.fulfill({
            status: 400,
            json: { error_code: 'bad', error_message: '소셜 계정을 확인할 수 없습니다.' },
          })
        : route.fulfill({ status: 503, json: {} }),
    );
    await page.goto(appUrl(gateway, '/login/'));
    await consent(page, 'kakao');
    expect(await alertText(page)).toContain('소셜 계정을 확인할 수 없습니다.');
    broken = 'down';
    await consent(page, 'naver');
    expect(await alertText(page)).toContain('소셜 로그인에 실패하였습니다. 다시 시도해주세요');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    await context.close();
  });
});

describe('logout ends the provider\'s session (spec 001 §4 "Logout ... logs out of the social provider")', () => {
  /** Whether one of the stored log's entries (session storage) holds `text`. */
  const storedLogHolds = async (page: Page, text: string) =>
    Object.values((await storages(page)).session).some((value) => value.includes(text));

  /** The statuses the provider's consent page answered, in order: 200 asks, 302 goes straight through. */
  function consentAnswers(page: Page, provider: Provider): number[] {
    const statuses: number[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === `/sandbox/social/${provider}` && response.request().method() === 'GET')
        statuses.push(response.status());
    });
    return statuses;
  }

  for (const provider of ['naver', 'kakao'] as const) {
    it(`${provider}: without logging out the provider remembers the customer; after the logout it asks again`, async () => {
      const { page, context, errors } = await newCustomer(browser);
      const answers = consentAnswers(page, provider);
      const account = await newMember(gateway, { origin: provider });
      await page.goto(appUrl(gateway, '/login/'));
      await consent(page, provider, { account });
      await loggedIn(page);
      expect(answers).toEqual([200]);

      // The app's own session dropped without a logout (storage cleared): the provider still knows
      // the customer, and its login goes straight through without asking. The storage is cleared
      // with the app gone: the running app writes its log after a paint and when the page hides,
      // and once wrote the session back before the reload (CI, one run in several).
      await openBlankPage(page, gateway);
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await page.goto(appUrl(gateway, '/login/'));
      await page.getByRole('button', { name: `${NAMES[provider]}로 로그인` }).click();
      await loggedIn(page);
      expect(answers).toEqual([200, 302]);

      // The logout: the provider's session ends with ours, and the event says so.
      await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
      await page.getByText('로그아웃 되었습니다.').waitFor();
      await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
      await expect.poll(() => storedLogHolds(page, '"providerLogout":"ended"')).toBe(true);
      await page.goto(appUrl(gateway, '/login/'));
      await page.getByRole('button', { name: `${NAMES[provider]}로 로그인` }).click();
      await page.waitForURL((url) => url.pathname === `/sandbox/social/${provider}`);
      await page.getByRole('heading', { name: `${NAMES[provider]} 로그인 (테스트용)` }).waitFor();
      expect(answers).toEqual([200, 302, 200]);
      expect(errors.filter((e) => !e.includes('status of'))).toEqual([]);
      await context.close();
    });
  }

  it('a provider logout that fails does not hold the logout up and is not shown; the event records it', async () => {
    const { page, context } = await newCustomer(browser);
    await page.route('**/sandbox/social/naver/logout', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(appUrl(gateway, '/login/'));
    await consent(page, 'naver', { account: await newMember(gateway, { origin: 'naver' }) });
    await loggedIn(page);
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await page.getByText('로그아웃 되었습니다.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => storedLogHolds(page, '"providerLogout":"failed"')).toBe(true);
    await context.close();
  });
});

describe('social join', () => {
  async function joinWithPhone(page: Page, phone: string) {
    const form = page.getByRole('form', { name: /계정으로 가입$/ });
    await form.getByLabel('휴대전화 번호').fill(phone);
    await form.getByRole('button', { name: '인증번호 요청' }).click();
    await page.getByRole('timer').waitFor();
    await form.getByLabel('인증번호', { exact: true }).fill(await sandboxSmsCode(gateway, phone));
    await form.getByText('인증완료').waitFor();
    await form.getByRole('checkbox', { name: '전체 동의' }).check();
    await form.getByRole('button', { name: '가입하기' }).click();
  }

  it('naver: a new account with its e-mail joins with the phone and the consents, and is logged in', async () => {
    const { page, context, errors } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/login/'));
    const account = `social-${serial++}-${Date.now().toString(36)}@example.com`;
    await consent(page, 'naver', { account });
    await page.getByRole('form', { name: '네이버 계정으로 가입' }).waitFor();
    await expect(page.getByLabel('이메일', { exact: true }).count()).resolves.toBe(0);
    // the rules first: no phone
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('휴대 전화 번호를 입력해 주세요').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'social-join-phone', { fullPage: true });
    await joinWithPhone(page, '01047001001');
    await loggedIn(page);
    await page.waitForURL((url) => url.hash === '#/');
    const [row] = await gateway.db.query<{ account_origin: string; phone: string }>(
      'SELECT account_origin, phone FROM members WHERE email = $1',
      [account],
    );
    expect(row).toEqual({ account_origin: 'naver', phone: '01047001001' });
    expect(errors.filter((e) => !e.includes('status of'))).toEqual([]);
    await context.close();
  });

  it('kakao: an account that shares no e-mail is asked for one', async () => {
    const { page, context } = await newCustomer(browser);
    await page.goto(appUrl(gateway, '/login/'));
    await consent(page, 'kakao', {
      account: `kakao-${serial++}-${Date.now().toString(36)}@example.com`,
      shareEmail: false,
    });
    const form = page.getByRole('form', { name: '카카오 계정으로 가입' });
    await form.waitFor();
    await form.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('이메일을 입력해 주세요.').waitFor();
    const email = `given-${serial++}-${Date.now().toString(36)}@example.com`;
    await form.getByLabel('이메일', { exact: true }).fill(email);
    await joinWithPhone(page, '01047001002');
    await loggedIn(page);
    const [row] = await gateway.db.query<{ account_origin: string }>(
      'SELECT account_origin FROM members WHERE email = $1',
      [email],
    );
    expect(row?.account_origin).toBe('kakao');
    await context.close();
  });
});
