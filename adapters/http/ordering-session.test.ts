import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json, text } from './testing/scripted-transport.ts';

describe('phone verification (spec 000 §5 "The phone-check call rejecting with \'ban\'")', () => {
  it('reads 1 as verified, 0 as unverified and the ban refusal as ban', async () => {
    const path = '/vericode/isveriphone/01012345678/';
    for (const [answer, expected] of [
      [json(200, 1), 'verified'],
      [json(200, 0), 'unverified'],
      [text(429, 'ban'), 'ban'],
    ] as const) {
      const { transport, gateway } = testGateway();
      transport.on('GET', path, answer);
      expect(await gateway.isPhoneVerified('01012345678')).toEqual({ ok: true, value: expected });
    }
  });
});

describe('session (spec 001 §4 "Login", "Logout")', () => {
  it('answers a login with customer_id as a string, and stores its tokens for the next calls', async () => {
    const { transport, gateway, tokens } = testGateway(null);
    transport.on(
      'POST',
      '/member/v2/login-email-account',
      json(200, sampleOf('member.login-email').response),
    );
    const result = await gateway.loginEmail({
      username: 'minji@example.com',
      password: 'Jumun!2026',
      captcha: null,
      device_id: 'dev-1',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { customer_id: '900001', email: 'minji@example.com', refresh_token: 'refresh-1' },
    });
    expect(tokens.accessToken()).toBe('eyJhbGciOiJIUzI1NiJ9.e30.sig');
    await gateway.logout();
    expect(sentAt(transport, 1).headers.authorization).toBe('Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig');
    expect(tokens.accessToken()).toBeNull();
  });

  it('turns the error field of a 200 or a 4xx answer into the same refusal', async () => {
    const failure = sampleOf('member.login-email').failure;
    for (const status of [200, 401]) {
      const { transport, gateway, tokens } = testGateway(null);
      transport.on('POST', '/member/v2/login-email-account', json(status, failure));
      expect(
        await gateway.loginEmail({ username: 'a@b.kr', password: 'x', captcha: null, device_id: 'd' }),
      ).toMatchObject({
        ok: false,
        failure: {
          kind: 'rejected',
          status,
          code: '120001',
          message: '아이디 또는 비밀번호가 일치하지 않습니다.',
        },
      });
      expect(tokens.accessToken()).toBeNull();
    }
  });

  it("stores a guest's non-user token and carries it afterwards (spec 000 §6)", async () => {
    const { transport, gateway } = testGateway(null);
    transport.on('POST', '/v1/customers', json(200, sampleOf('member.anonymous-customer').response));
    expect(await gateway.anonymousCustomer()).toEqual({ ok: true, value: { customer_id: 'anon-7f3a' } });
    expect(sentAt(transport).body).toEqual({ device_id: 'dev-1' });
    await gateway.pollChoices('20261120-000123');
    expect(sentAt(transport, 1).headers.authorization).toBe('Bearer anon-token');
    expect(sentAt(transport, 1).query).toEqual({ order_number: '20261120-000123' });
  });
});
