// Given-steps of the account browser tests: a fresh member per test (login failures count per
// account, so no test leans on another's), the sandbox captcha's answer and SMS codes, and what the
// browser keeps in its storage.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { insertMember } from '../../gateway/member/member-store.ts';
import type { RunningGateway } from '../../gateway/start.ts';
import { TEST_NOW } from '../../gateway/testing/test-gateway.ts';

/** The seed members' password (fixtures/seed/users.json); fresh members share its hash. */
export const PASSWORD = 'Jumun!2026';

/** A new member with PASSWORD, optionally in a state such as WITHDRAWAL_RESERVED. */
export async function newMember(
  gateway: RunningGateway,
  options: {
    readonly phone?: string;
    readonly state?: string;
    /** A social member (its provider account is named by the e-mail); e-mail by default. */
    readonly origin?: 'email' | 'naver' | 'kakao';
  } = {},
): Promise<string> {
  const email = `m-${randomUUID().slice(0, 8)}@example.com`;
  const [seed] = await gateway.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM members WHERE email = $1',
    ['minji@example.com'],
  );
  if (seed === undefined) throw new Error('the seed member minji is missing');
  const id = await insertMember(
    gateway.db,
    {
      account_origin: options.origin ?? 'email',
      email,
      password_hash: seed.password_hash,
      phone: options.phone ?? '01000000000',
      nickname: '테스트',
      sms_accept: false,
      email_accept: false,
      push_accept: false,
      efinance_agreement: true,
    },
    Date.parse(TEST_NOW),
  );
  if (id === null) throw new Error(`member ${email} not inserted`);
  if (options.state !== undefined)
    await gateway.db.query('UPDATE members SET state = $1 WHERE customer_id = $2', [options.state, id]);
  return email;
}

/** The answer of the captcha image the page shows (the sandbox tells it). */
export async function captchaAnswer(page: Page, gateway: RunningGateway): Promise<string> {
  const image = page.getByRole('img', { name: '자동입력 방지 문자 그림' });
  await image.waitFor();
  const src = (await image.getAttribute('src')) ?? '';
  const id = /([0-9a-f]{32})\.svg/.exec(src)?.[1];
  if (id === undefined) throw new Error(`no captcha id in ${src}`);
  const res = await fetch(`${gateway.url}/sandbox/captcha/${id}/answer`);
  return ((await res.json()) as { answer: string }).answer;
}

export async function sandboxSmsCode(gateway: RunningGateway, phone: string): Promise<string> {
  const res = await fetch(`${gateway.url}/sandbox/sms?phone=${phone.replace(/\D/g, '')}`);
  const body = (await res.json()) as { code?: string };
  if (typeof body.code !== 'string') throw new Error(`no SMS code for ${phone}`);
  return body.code;
}

export interface Storages {
  readonly session: Record<string, string>;
  readonly local: Record<string, string>;
}

/** Everything in the page's session and local storage. */
export function storages(page: Page): Promise<Storages> {
  return page.evaluate(() => {
    const all = (s: Storage) => {
      const out: Record<string, string> = {};
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key !== null) out[key] = s.getItem(key) ?? '';
      }
      return out;
    };
    return { session: all(sessionStorage), local: all(localStorage) };
  });
}

/** Fills the login form and submits it. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The open popup's text (title and buttons included), after which it is closed with 확인. */
export async function alertText(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: '확인' }).click();
  // another popup may follow at once: wait for this one's text to go
  await page.getByRole('alertdialog').filter({ hasText: text }).waitFor({ state: 'detached' });
  return text;
}

/**
 * The page's errors but the one a logout causes: the user info read afterwards as a guest, which
 * the gateway refuses with 401 login_required (spec 001 §4 "Logout ... refreshes user info").
 */
export function unexpectedErrors(errors: readonly string[]): string[] {
  return errors.filter((e) => !(e.includes('status of 401') && e.includes('/v1/aggregation/user_info')));
}
