// The member rules that depend on time, on a gateway whose clock the test moves: access token
// expiry and refresh, refresh token expiry, captcha expiry, an old phone verification at join.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinOutcome } from '../../domain/account/join-validation.ts';
import { ACCESS_TOKEN_SECONDS } from '../auth/tokens.ts';
import { PHONE_VERIFIED_TTL_MS } from '../sms/sms-policy.ts';
import { CAPTCHA_TTL_MS } from './captcha-store.ts';
import { REFRESH_TOKEN_TTL_MS } from './session.ts';
import { type ClockGateway, startClockGateway } from './testing/clock-gateway.ts';
import { verifyPhone } from './testing/sms-steps.ts';
import { callWire, okWire } from './testing/wire-client.ts';

let gateway: ClockGateway;
beforeAll(async () => {
  gateway = await startClockGateway();
}, 60_000);
afterAll(() => gateway?.close());

const login = (username: string, captcha: string | null = null, password = 'Jumun!2026') =>
  callWire(gateway.url, 'member.login-email', {
    payload: { username, password, captcha, device_id: 'dev-x' },
  });

async function session() {
  const result = await login('minji@example.com');
  if (!result.ok || !('access_token' in result.body) || result.body.refresh_token === null)
    throw new Error('expected a session');
  return { access: result.body.access_token, refresh: result.body.refresh_token };
}

describe('token expiry', () => {
  it('an access token works for 1 hour; after that user info answers 401 and a refresh gives a working one', async () => {
    const { access, refresh } = await session();
    gateway.clock.advance(ACCESS_TOKEN_SECONDS * 1000 - 1000);
    expect((await callWire(gateway.url, 'member.user-info', { token: access })).status).toBe(200);
    gateway.clock.advance(1000);
    const expired = await callWire(gateway.url, 'member.user-info', { token: access });
    expect(expired).toMatchObject({ status: 401, body: { error_message: 'expired or malformed token' } });
    const renewed = await okWire(gateway.url, 'member.token-refresh', {
      payload: { refresh_token: refresh },
    });
    const user = await okWire(gateway.url, 'member.user-info', { token: renewed.access_token });
    expect(user).toMatchObject({ customer_id: '900001', is_user: true });
  });

  it('a refresh token expires after 30 days: 401', async () => {
    const { refresh } = await session();
    gateway.clock.advance(REFRESH_TOKEN_TTL_MS);
    const result = await callWire(gateway.url, 'member.token-refresh', {
      payload: { refresh_token: refresh },
    });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });
});

describe('captcha expiry', () => {
  it('a captcha answered more than 5 minutes after it was made answers 120002', async () => {
    for (let i = 0; i < 3; i++) await login('junho@example.com', null, 'wrong');
    const { url } = await okWire(gateway.url, 'member.captcha-image', { payload: { device_id: 'dev-x' } });
    const id = url.slice('/sandbox/captcha/'.length, -'.svg'.length);
    const { answer } = (await (await fetch(`${gateway.url}/sandbox/captcha/${id}/answer`)).json()) as {
      answer: string;
    };
    gateway.clock.advance(CAPTCHA_TTL_MS + 1);
    const result = await login('junho@example.com', answer);
    expect(result).toMatchObject({
      ok: false,
      body: { error: { error_code: 120002 }, captcha: 'captchaonly' },
    });
  });
});

describe('join with an old verification', () => {
  it('a REGISTER verification older than 30 minutes answers OLD_VERIFICATION_CODE with "old_vericode"', async () => {
    await verifyPhone(gateway.url, '01050000001', 'REGISTER');
    gateway.clock.advance(PHONE_VERIFIED_TTL_MS + 1);
    const result = await okWire(gateway.url, 'member.join', {
      payload: {
        tos: true,
        email: 'late@example.com',
        password: 'Late!2026x',
        nickname: '늦음',
        sms_accept: false,
        email_accept: false,
        push_accept: false,
        phone: '01050000001',
        efinance_agreement: true,
      },
    });
    expect(result.status_code).toBe('OLD_VERIFICATION_CODE');
    expect(result.message).toContain('old_vericode');
    // The client reads it as "verify again" (spec 001 §5).
    expect(joinOutcome(result)).toMatchObject({ ok: false, rejection: { code: 'SMS_OLD_CODE' } });
  });
});
