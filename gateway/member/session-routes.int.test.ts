// The session calls over real HTTP: user info, anonymous customers, token refresh, logout, last login.
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
    payload: { username: email, password: 'Jumun!2026', captcha: null, device_id: 'dev-s' },
  });
  if (!('access_token' in body) || body.refresh_token === null) throw new Error('expected a session');
  return { access: body.access_token, refresh: body.refresh_token };
}

describe('member.user-info', () => {
  it('answers the member of a member token, with phone, nickname and origin', async () => {
    const { access } = await session('minji@example.com');
    expect(await okWire(gateway.url, 'member.user-info', { token: access })).toEqual({
      customer_id: '900001',
      is_user: true,
      email: 'minji@example.com',
      phone: '01012345678',
      nickname: '민지',
      account_origin: 'email',
      state: null,
    });
  });

  it('refuses a missing token with 401 login_required, a forged one with "expired or malformed token"', async () => {
    expect(await callWire(gateway.url, 'member.user-info')).toMatchObject({
      status: 401,
      body: { error_code: 'login_required' },
    });
    expect(await callWire(gateway.url, 'member.user-info', { token: 'eyJ.forged.token' })).toMatchObject({
      status: 401,
      body: { error_code: 'token_expired', error_message: 'expired or malformed token' },
    });
  });
});

describe('member.anonymous-customer', () => {
  it('gives a guest a new customer id and a non-user token: user info says is_user false', async () => {
    const first = await okWire(gateway.url, 'member.anonymous-customer', { payload: { device_id: 'dev-a' } });
    const second = await okWire(gateway.url, 'member.anonymous-customer', {
      payload: { device_id: 'dev-a' },
    });
    expect(first.customer_id).not.toBe(second.customer_id);
    const user = await okWire(gateway.url, 'member.user-info', { token: first.access_token });
    expect(user).toEqual({ customer_id: first.customer_id, is_user: false, email: null });
    // A guest token is not a member's: member-only calls refuse it.
    const last = await callWire(gateway.url, 'member.update-last-login', {
      token: first.access_token,
      payload: { device_id: 'dev-a' },
    });
    expect(last.status).toBe(401);
  });
});

describe('member.token-refresh', () => {
  it('trades a refresh token for a new access token and a new refresh token, once', async () => {
    const { refresh } = await session('junho@example.com');
    const renewed = await okWire(gateway.url, 'member.token-refresh', {
      payload: { refresh_token: refresh },
    });
    expect(renewed.expires_in).toBe(3600);
    expect(renewed.refresh_token).not.toBe(refresh);
    const user = await okWire(gateway.url, 'member.user-info', { token: renewed.access_token });
    expect(user.customer_id).toBe('900002');
    // Rotation: the used refresh token is spent.
    const again = await callWire(gateway.url, 'member.token-refresh', {
      payload: { refresh_token: refresh },
    });
    expect(again).toMatchObject({ ok: false, status: 401, body: { error_code: 'invalid_refresh_token' } });
  });

  it('refuses an unknown refresh token with 401', async () => {
    const result = await callWire(gateway.url, 'member.token-refresh', {
      payload: { refresh_token: 'nope' },
    });
    expect(result.status).toBe(401);
  });
});

describe('member.logout and member.update-last-login', () => {
  it('logout revokes the refresh tokens of the member', async () => {
    const { access, refresh } = await session('nophone@example.com');
    expect(await okWire(gateway.url, 'member.logout', { token: access })).toMatchObject({ success: true });
    const result = await callWire(gateway.url, 'member.token-refresh', {
      payload: { refresh_token: refresh },
    });
    expect(result.status).toBe(401);
  });

  it('logout without a token still answers success', async () => {
    expect(await okWire(gateway.url, 'member.logout')).toMatchObject({ success: true });
  });

  it('records the last login time and device of the member', async () => {
    const { access } = await session('minji@example.com');
    const result = await okWire(gateway.url, 'member.update-last-login', {
      token: access,
      payload: { device_id: 'dev-phone' },
    });
    expect(result).toEqual({ success: true });
    const [row] = await gateway.db.query<{ last_device_id: string; last_logged_in_at: Date }>(
      "SELECT last_device_id, last_logged_in_at FROM members WHERE customer_id = '900001'",
    );
    expect(row?.last_device_id).toBe('dev-phone');
    expect(row?.last_logged_in_at.toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });
});
