// E-mail login over real HTTP: sessions, failures, the captcha after repeated failures, and the
// withdrawal-reserved member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { callWire, okWire } from './testing/wire-client.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

const PASSWORD = 'Jumun!2026';
const login = (username: string, password: string, captcha: string | null = null, device_id = 'dev-1') =>
  callWire(gateway.url, 'member.login-email', { payload: { username, password, captcha, device_id } });

async function captchaFor(device_id: string): Promise<string> {
  const { url } = await okWire(gateway.url, 'member.captcha-image', { payload: { device_id } });
  const id = url.replace('/sandbox/captcha/', '').replace('.svg', '');
  const response = await fetch(`${gateway.url}/sandbox/captcha/${id}/answer`);
  return ((await response.json()) as { answer: string }).answer;
}

function errorOf(result: Awaited<ReturnType<typeof login>>) {
  const body = result.body;
  if (!('error' in body)) throw new Error('expected a refusal');
  return { status: result.status, code: body.error.error_code, captcha: body.captcha };
}

describe('member.login-email', () => {
  it('answers a session for the right password: a JWT that user info accepts and a stored refresh token', async () => {
    const result = await login('minji@example.com', PASSWORD);
    if (!result.ok || !('access_token' in result.body)) throw new Error('expected a session');
    const session = result.body;
    expect(session).toMatchObject({
      customer_id: '900001',
      account_origin: 'email',
      state: null,
      is_signed_up: true,
      password_change_required: false,
    });
    expect(session.access_token.split('.')).toHaveLength(3);
    const user = await okWire(gateway.url, 'member.user-info', { token: session.access_token });
    expect(user).toMatchObject({ customer_id: '900001', is_user: true, email: 'minji@example.com' });
    const stored = await gateway.db.query('SELECT 1 FROM refresh_tokens WHERE token = $1', [
      session.refresh_token,
    ]);
    expect(stored).toHaveLength(1);
  });

  it('ignores the case of the e-mail', async () => {
    expect((await login('JunHo@Example.com', PASSWORD)).ok).toBe(true);
  });

  it('refuses a wrong password with 401, error 100001 and no captcha, then asks for a captcha at the 3rd failure (120000)', async () => {
    expect(errorOf(await login('junho@example.com', 'wrong-1'))).toEqual({
      status: 401,
      code: 100001,
      captcha: null,
    });
    expect(errorOf(await login('junho@example.com', 'wrong-2'))).toMatchObject({ code: 100001 });
    expect(errorOf(await login('junho@example.com', 'wrong-3'))).toEqual({
      status: 401,
      code: 120000,
      captcha: 'captchalogin',
    });
    // Without a captcha even the right password is not accepted now.
    expect(errorOf(await login('junho@example.com', PASSWORD))).toMatchObject({ code: 120000 });
  });

  it('a wrong captcha answers 120001 (captchaonly) and uses the captcha up; a right one lets the password through', async () => {
    const email = 'nophone@example.com';
    for (let i = 0; i < 3; i++) await login(email, 'wrong', null, 'dev-c');
    const answer = await captchaFor('dev-c');
    const wrong = answer === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    expect(errorOf(await login(email, PASSWORD, wrong, 'dev-c'))).toEqual({
      status: 401,
      code: 120001,
      captcha: 'captchaonly',
    });
    // The captcha was answered once: the right answer to it now counts as expired (120002).
    expect(errorOf(await login(email, PASSWORD, answer, 'dev-c'))).toMatchObject({ code: 120002 });
    const fresh = await captchaFor('dev-c');
    const result = await login(email, PASSWORD, fresh.toLowerCase(), 'dev-c');
    expect(result.ok).toBe(true);
    // Success cleared the count: no captcha is asked next time.
    expect((await login(email, PASSWORD, null, 'dev-other')).ok).toBe(true);
  });

  it('a captcha never issued to the device answers 120002', async () => {
    const email = 'nobody-1@example.com';
    for (let i = 0; i < 3; i++) await login(email, 'wrong', null, 'dev-d');
    expect(errorOf(await login(email, 'wrong', 'ABCDE', 'dev-never'))).toEqual({
      status: 401,
      code: 120002,
      captcha: 'captchaonly',
    });
  });

  it('unknown e-mails and social members without a password are refused like a wrong password', async () => {
    expect(errorOf(await login('nobody-2@example.com', PASSWORD))).toMatchObject({ code: 100001 });
    expect(errorOf(await login('sora.naver@example.com', PASSWORD))).toMatchObject({ code: 100001 });
  });

  it('a WITHDRAWAL_RESERVED member gets login info with that state, a non-user token and no refresh token', async () => {
    const result = await login('leaving@example.com', PASSWORD);
    if (!result.ok || !('access_token' in result.body)) throw new Error('expected login info');
    expect(result.body).toMatchObject({
      customer_id: '900005',
      state: 'WITHDRAWAL_RESERVED',
      refresh_token: null,
    });
    const user = await okWire(gateway.url, 'member.user-info', { token: result.body.access_token });
    expect(user).toMatchObject({ customer_id: '900005', is_user: false, state: 'WITHDRAWAL_RESERVED' });
    const withdraw = await callWire(gateway.url, 'member.withdraw', {
      token: result.body.access_token,
      payload: { reason_type: 'INFREQUENTLY_USED', reason_detail: '' },
    });
    expect(withdraw.status).toBe(401);
  });
});
