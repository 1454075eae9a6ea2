// E-mail join over real HTTP: the join rules again on the server, the REGISTER verification, the
// unique e-mail, the stored consents, and a login with the new account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { verifyPhone } from './testing/sms-steps.ts';
import { callWire, okWire } from './testing/wire-client.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

const form = (changes: Record<string, unknown> = {}) => ({
  tos: true,
  email: 'newbie@example.com',
  password: 'Newbie!2026',
  nickname: '새내기',
  sms_accept: true,
  email_accept: false,
  push_accept: true,
  phone: '01060000001',
  efinance_agreement: true,
  ...changes,
});
const join = (changes: Record<string, unknown> = {}) =>
  okWire(gateway.url, 'member.join', { payload: form(changes) as ReturnType<typeof form> });

describe('member.join', () => {
  it('joins with a REGISTER-verified phone: OK, the consents stored, and the new member can log in', async () => {
    await verifyPhone(gateway.url, '01060000001', 'REGISTER');
    expect(await join()).toEqual({ status_code: 'OK', message: '회원가입이 완료되었습니다.' });
    const [row] = await gateway.db.query<Record<string, unknown>>(
      "SELECT account_origin, phone, nickname, sms_accept, email_accept, push_accept, efinance_agreement, password_hash FROM members WHERE email = 'newbie@example.com'",
    );
    expect(row).toMatchObject({
      account_origin: 'email',
      phone: '01060000001',
      nickname: '새내기',
      sms_accept: true,
      email_accept: false,
      push_accept: true,
      efinance_agreement: true,
    });
    expect(String(row?.password_hash)).toMatch(/^\$2[aby]\$/);
    const login = await callWire(gateway.url, 'member.login-email', {
      payload: { username: 'newbie@example.com', password: 'Newbie!2026', captcha: null, device_id: 'd' },
    });
    expect(login.ok).toBe(true);
  });

  it('refuses an e-mail that is taken, ignoring case', async () => {
    await verifyPhone(gateway.url, '01060000002', 'REGISTER');
    const result = await join({ email: 'MINJI@example.com', phone: '01060000002' });
    expect(result).toEqual({ status_code: 'EMAIL_TAKEN', message: '이미 가입된 이메일입니다.' });
  });

  it('refuses a phone that was not verified, or verified only for an order', async () => {
    expect(await join({ email: 'a1@example.com', phone: '01060000003' })).toEqual({
      status_code: 'JOIN_PHONE_NOT_VERIFIED',
      message: '전화번호를 인증해 주세요.',
    });
    await verifyPhone(gateway.url, '01060000004', 'ORDER');
    expect(await join({ email: 'a2@example.com', phone: '01060000004' })).toMatchObject({
      status_code: 'JOIN_PHONE_NOT_VERIFIED',
    });
  });

  it('applies the password rules: length, repeats, character classes, and 72 bytes at most', async () => {
    await verifyPhone(gateway.url, '01060000005', 'REGISTER');
    const base = { email: 'pw@example.com', phone: '01060000005' };
    expect(await join({ ...base, password: 'Ab!1' })).toMatchObject({ status_code: 'PASSWORD_TOO_SHORT' });
    expect(await join({ ...base, password: 'Aaaaa!1234' })).toMatchObject({
      status_code: 'PASSWORD_REPEATS',
    });
    expect(await join({ ...base, password: 'abcdefgh12' })).toMatchObject({
      status_code: 'PASSWORD_CHAR_CLASSES',
    });
    expect(await join({ ...base, password: `Ab!1${'xy'.repeat(40)}` })).toMatchObject({
      status_code: 'PASSWORD_TOO_LONG',
    });
  });

  it('refuses a bad e-mail, a blank nickname and missing consents with the rule and its message', async () => {
    await verifyPhone(gateway.url, '01060000006', 'REGISTER');
    const base = { email: 'c@example.com', phone: '01060000006' };
    expect(await join({ ...base, email: 'not-an-email' })).toMatchObject({
      status_code: 'JOIN_EMAIL_INVALID',
    });
    expect(await join({ ...base, nickname: '  ' })).toMatchObject({ status_code: 'JOIN_NICKNAME_REQUIRED' });
    expect(await join({ ...base, tos: false })).toEqual({
      status_code: 'JOIN_AGREE_POLICY',
      message: '이용약관에 동의해 주세요.',
    });
    expect(await join({ ...base, efinance_agreement: false })).toMatchObject({
      status_code: 'JOIN_AGREE_EFINANCE',
    });
  });

  it('refuses an unknown field in the body with 400 naming it', async () => {
    const response = await fetch(`${gateway.url}/api/v1/sign_up/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...form(), confirm_password: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_message: string }).error_message).toContain(
      '$.confirm_password',
    );
  });
});
