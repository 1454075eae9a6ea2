// Withdrawal over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { callWire, okWire } from './testing/wire-client.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

async function session(email: string) {
  const body = await okWire(gateway.url, 'member.login-email', {
    payload: { username: email, password: 'Jumun!2026', captcha: null, device_id: 'dev-w' },
  });
  if (!('access_token' in body) || body.refresh_token === null) throw new Error('expected a session');
  return { access: body.access_token, refresh: body.refresh_token };
}

const withdraw = (token: string | null, reason_type: 'ETC' | 'SECURITY_CONCERNS', reason_detail = '') =>
  callWire(gateway.url, 'member.withdraw', { token, payload: { reason_type, reason_detail } });

describe('member.withdraw', () => {
  it('needs a logged-in member: 401 without a token or with a guest token', async () => {
    expect(await withdraw(null, 'SECURITY_CONCERNS')).toMatchObject({
      status: 401,
      body: { error_code: 'login_required' },
    });
    const guest = await okWire(gateway.url, 'member.anonymous-customer', { payload: { device_id: 'g' } });
    expect((await withdraw(guest.access_token, 'SECURITY_CONCERNS')).status).toBe(401);
  });

  it('refuses ETC with fewer than 10 characters with 400 and "10글자 이상 적어주세요"', async () => {
    const { access } = await session('minji@example.com');
    expect(await withdraw(access, 'ETC', '그냥요')).toMatchObject({
      status: 400,
      body: { error_code: 'WITHDRAW_TEXT_TOO_SHORT', error_message: '10글자 이상 적어주세요' },
    });
  });

  it('reserves the withdrawal, keeps the reason, revokes refresh tokens; the member then counts as logged out', async () => {
    const { access, refresh } = await session('junho@example.com');
    const result = await withdraw(access, 'ETC', '다른 앱을 주로 쓰게 되었어요');
    expect(result).toMatchObject({ ok: true, body: { success: true } });
    const [row] = await gateway.db.query<Record<string, unknown>>(
      "SELECT state, withdraw_reason_type, withdraw_reason_detail FROM members WHERE customer_id = '900002'",
    );
    expect(row).toEqual({
      state: 'WITHDRAWAL_RESERVED',
      withdraw_reason_type: 'ETC',
      withdraw_reason_detail: '다른 앱을 주로 쓰게 되었어요',
    });
    expect(
      (await callWire(gateway.url, 'member.token-refresh', { payload: { refresh_token: refresh } })).status,
    ).toBe(401);
    // The old access token now answers a non-member, and a new login answers the reserved state.
    expect(await okWire(gateway.url, 'member.user-info', { token: access })).toMatchObject({
      is_user: false,
    });
    const again = await okWire(gateway.url, 'member.login-email', {
      payload: { username: 'junho@example.com', password: 'Jumun!2026', captcha: null, device_id: 'dev-w' },
    });
    expect(again).toMatchObject({ state: 'WITHDRAWAL_RESERVED', refresh_token: null });
  });
});
