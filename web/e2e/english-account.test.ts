// @module-tag browser
// The account screens, the content pages and the location picker in English (issue "English"), at
// phone size for a browser that prefers English: logging in by e-mail, a wrong password refused in
// English, the join form's checks in English, the notices' and the FAQ's frame around the server's
// Korean bodies, the sandbox provider's page in English, and the location picker finding "역삼동"
// typed in Korean. Each screen is accessible, and its own words have no Hangul (data aside).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { newMember, PASSWORD } from './account-steps.ts';
import { hangulOutsideData } from './hangul.ts';
import { appUrl, axeViolations, newCustomer, shoot, startForFile } from './harness.ts';

let gateway: RunningGateway;
let browser: Browser;

startForFile((started) => ({ gateway, browser } = started));

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

const seedNoticeTitles = (
  JSON.parse(readFileSync('fixtures/seed/notices.json', 'utf8')) as { readonly title: string }[]
).map((n) => n.title);

async function openLogin(page: Page) {
  await page.goto(appUrl(gateway, '/login/'));
  await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
}

const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await loginButton(page).click();
}

describe('accounts in English', () => {
  it('logs in by e-mail, with the keep-me-logged-in box on, and goes home', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    const email = await newMember(gateway);
    await openLogin(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(loginButton(page).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Keep me logged in' }).isChecked()).resolves.toBe(true);
    for (const name of ['Sign up', 'Find my ID', 'Reset password'])
      await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
    for (const name of ['Log in with Naver', 'Log in with Kakao'])
      await page.getByRole('button', { name }).waitFor();
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-login-phone', { fullPage: true });
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.hash === '#/');
    // the login page now shows who is logged in
    await openLogin(page);
    await page.getByText("You're logged in").waitFor();
    await page.getByRole('main').getByText(email).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByRole('link', { name: 'Close account' }).waitFor();
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-logged-in-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password in English', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    const email = await newMember(gateway);
    await openLogin(page);
    await logIn(page, email, 'Wrong!2026');
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).not.toMatch(HANGUL);
    // the gateway's Korean words, known to the client's catalogue, read in English
    expect(text).toContain('Your e-mail or password is incorrect.');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-login-refused-phone');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    // the refused login's answer is the server's 401: its console line is expected
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('checks the join form in English, naming and focusing the failing field', async () => {
    const { page, context } = await newCustomer(browser, { language: 'en' });
    await openLogin(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    const form = page.getByRole('form', { name: 'Sign up' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    const expectError = async (text: string, id: string) => {
      await form.getByRole('button', { name: 'Sign up' }).click();
      await form.getByRole('alert').filter({ hasText: text }).waitFor();
      await expect.poll(focusedId).toBe(id);
    };
    await expectError('Please enter your email.', 'join-email');
    await field('Email').fill('not-an-email');
    await expectError("That email address isn't valid.", 'join-email');
    await field('Email').fill(`en-${Date.now().toString(36)}@example.com`);
    await expectError('Please enter a password.', 'join-password');
    await field('Password').fill(PASSWORD);
    await expectError('Please confirm your password.', 'join-confirm_password');
    await field('Confirm password').fill(PASSWORD);
    await field('Nickname').fill('Newbie');
    await expectError('Please enter your mobile number', 'join-phone');
    await field('Mobile number').fill('01045009999');
    await form.getByRole('button', { name: 'Get code' }).click();
    await page
      .getByRole('timer')
      .filter({ hasText: /^Time left \d\d:\d\d$/ })
      .waitFor();
    await form.getByRole('button', { name: 'Resend' }).waitFor();
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await expect(
      page.getByRole('checkbox', { name: '[Required] I agree to the terms of use' }).isChecked(),
    ).resolves.toBe(true);
    await page.getByRole('link', { name: 'View the terms of use' }).waitFor();
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-join-phone', { fullPage: true });
    await context.close();
  });

  it('asks for the ID and password inquiries and the withdrawal in English', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/idinquiry/'));
    await page.getByRole('heading', { name: 'Find your ID' }).waitFor();
    await page.getByRole('form', { name: 'Find your ID' }).getByLabel('Mobile number').waitFor();
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-idinquiry-phone');
    await page.goto(appUrl(gateway, '/pwinquiry/'));
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email.' }).waitFor();
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-pwinquiry-phone');
    // withdrawal, once logged in
    const email = await newMember(gateway);
    await openLogin(page);
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.hash === '#/');
    await page.goto(appUrl(gateway, '/withdraw/'));
    await page.getByRole('heading', { name: 'Close account' }).waitFor();
    await page.getByRole('button', { name: 'Close account' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please choose a reason for closing your account.' })
      .waitFor();
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('textbox', { name: 'Other reason' }).fill('Too far');
    await page.getByText('7 / at least 10 characters').waitFor();
    expect(await page.getByRole('textbox', { name: 'Other reason' }).getAttribute('placeholder')).toBe(
      'Please write at least 10 characters',
    );
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-withdraw-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends the social login to the sandbox provider's page, which speaks English too", async () => {
    const { page, context } = await newCustomer(browser, { language: 'en' });
    await openLogin(page);
    await page.getByRole('button', { name: 'Log in with Naver' }).click();
    await page.waitForURL((url) => url.pathname === '/sandbox/social/naver');
    await page.getByRole('heading', { name: 'Naver login (for testing)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('body').innerText()).not.toMatch(HANGUL);
    await page.getByRole('button', { name: 'Agree and continue' }).waitFor();
    await shoot(page, 'english-sandbox-social-phone', { fullPage: true });
    await context.close();
  });
});

describe('the content pages in English', () => {
  it("shows the notices' list in an English frame, the notices' titles as the server wrote them", async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/notice/'));
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    const rows = page.getByRole('main').getByRole('listitem');
    await rows.first().waitFor();
    const first = (await rows.allTextContents()).join('\n');
    expect(first).toContain('New');
    expect(first).toMatch(/[A-Z][a-z]{2} \d{1,2}, 2026/);
    expect(await hangulOutsideData(page, seedNoticeTitles)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-notices-phone');
    // one notice: its body is the server's, the way back is English
    await rows.first().getByRole('link').click();
    await page.getByRole('link', { name: 'All notices' }).waitFor();
    await page.locator('main h1').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the FAQ's sections under English headings, the questions as the server wrote them", async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/faq/withdraw/'));
    await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Orders', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Closing your account', level: 2 }).waitFor();
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-faq-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('titles a terms page in English', async () => {
    const { page, context } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/policy/'));
    await page.getByRole('heading', { name: 'Terms of use', level: 1 }).waitFor();
    await page.locator('iframe[title="Terms of use"]').waitFor();
    await page.goto(appUrl(gateway, '/contact/'));
    await page.getByRole('heading', { name: 'Customer service', level: 1 }).waitFor();
    await context.close();
  });

  it('asks to agree to the location terms in English', async () => {
    const { page, context } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/locterms/'));
    await page.getByRole('heading', { name: 'Location-based services terms', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).not.toMatch(HANGUL);
    expect(await hangulOutsideData(page, [])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-locterms-phone', { fullPage: true });
    await context.close();
  });
});

describe('the location picker in English', () => {
  it('finds "역삼동" typed in Korean and shows the addresses as the geocoder wrote them', async () => {
    const { page, context, errors } = await newCustomer(browser, { language: 'en' });
    await page.goto(appUrl(gateway, '/location/'));
    await page.getByRole('heading', { name: 'Set delivery address' }).waitFor();
    await page.getByRole('button', { name: 'Use my current location' }).waitFor();
    await page.getByText('Move the map to put the pin where you want your delivery.').waitFor();
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Delivery address' });
    await search.fill('역삼동');
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: /result/ });
    await results.getByRole('heading', { name: '1 result' }).waitFor();
    const result = results.getByRole('button');
    expect(await result.textContent()).toBe('Road서울 강남구 테헤란로 152Lot서울 강남구 역삼동 823');
    await page.locator('.leaflet-marker-icon').waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();
    const addresses = ['서울 강남구 테헤란로 152', '서울 강남구 역삼동 823'];
    expect(await hangulOutsideData(page, addresses)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'english-location-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
