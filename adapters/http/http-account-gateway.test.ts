import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json } from './testing/scripted-transport.ts';

describe('AccountGateway', () => {
  it('joins, and reads the join answer as the server gave it (status_code OK decides, spec 001 §5)', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'POST',
      '/api/v1/sign_up/',
      json(200, { status_code: 'OLD_VERIFICATION', message: '인증 시간이 지났습니다.' }),
    );
    const body = sampleOf('member.join').body;
    if (body === undefined) throw new Error('sample');
    expect(await gateway.join(body)).toEqual({
      ok: true,
      value: { status_code: 'OLD_VERIFICATION', message: '인증 시간이 지났습니다.' },
    });
    expect(sentAt(transport).body).toEqual(body);
  });

  it('logs in socially: the joined check, then the session, whose tokens are stored', async () => {
    const { transport, gateway, tokens } = testGateway(null);
    transport.on('GET', '/v2/social-account-joined', json(200, { is_joined: true, state: null }));
    transport.on('POST', '/v2/login-social-account', json(200, sampleOf('member.social-login').response));
    expect(await gateway.socialJoined({ account_origin: 'kakao', access_token: 'kakao-token' })).toEqual({
      ok: true,
      value: { is_joined: true, state: null },
    });
    expect(sentAt(transport).query).toEqual({ account_origin: 'kakao', access_token: 'kakao-token' });
    const login = await gateway.socialLogin({
      account_origin: 'kakao',
      access_token: 'kakao-token',
      device_id: 'dev-1',
    });
    expect(login).toMatchObject({
      ok: true,
      value: { customer_id: '900001', account_origin: 'kakao', is_signed_up: true },
    });
    expect(tokens.refreshToken()).toBe('refresh-1');
  });

  it('answers the inquiries, the social join and the withdrawal as the port shapes', async () => {
    const { transport, gateway } = testGateway();
    transport.on(
      'POST',
      '/v1/find-username',
      json(200, { username: null, message: '가입 정보가 없습니다.' }),
    );
    transport.on('POST', '/v1/find-password', json(200, sampleOf('member.password-inquiry').response));
    transport.on(
      'POST',
      '/social_auth/sign_up/',
      json(200, { success: false, message: '이미 가입된 번호입니다.' }),
    );
    transport.on('POST', '/v1/withdraw', json(200, { success: true }));
    expect(await gateway.idInquiry({ phone: '01012345678', verification_code: '1234' })).toEqual({
      ok: true,
      value: { username: null, message: '가입 정보가 없습니다.' },
    });
    expect(await gateway.passwordInquiry('minji@example.com')).toEqual({
      ok: true,
      value: { success: false, message: '가입되지 않은 이메일입니다.' },
    });
    const social = sampleOf('member.social-join').body;
    if (social === undefined) throw new Error('sample');
    expect(await gateway.socialJoin(social)).toEqual({
      ok: true,
      value: { success: false, message: '이미 가입된 번호입니다.' },
    });
    expect(await gateway.withdraw({ reason_type: 'LACK_OF_DISCOUNTS', reason_detail: '' })).toEqual({
      ok: true,
      value: { success: true, message: null },
    });
  });

  it('refreshes the tokens on demand and stores them; without a refresh token nothing is sent', async () => {
    const { transport, gateway, tokens } = testGateway();
    transport.on('POST', '/auth/api/v1/auth/refresh', json(200, sampleOf('member.token-refresh').response));
    expect(await gateway.refreshToken()).toEqual({
      ok: true,
      value: { access_token: 'access-2', refresh_token: 'refresh-2' },
    });
    expect(sentAt(transport).body).toEqual({ refresh_token: 'refresh-1' });
    expect(tokens.accessToken()).toBe('access-2');

    const none = testGateway({ access_token: 'a', refresh_token: null });
    expect(await none.gateway.refreshToken()).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 401 },
    });
    expect(none.transport.sent).toHaveLength(0);
  });

  it('asks a captcha image and records the last login for this device', async () => {
    const { transport, gateway } = testGateway();
    transport.on('POST', '/v1/generate-captcha-image', json(200, { url: '/sandbox/captcha/dev-1.png' }));
    expect(await gateway.captchaImage('')).toEqual({
      ok: true,
      value: { url: '/sandbox/captcha/dev-1.png' },
    });
    await gateway.updateLastLogin('');
    expect([sentAt(transport, 0).body, sentAt(transport, 1).body]).toEqual([
      { device_id: 'dev-1' },
      { device_id: 'dev-1' },
    ]);
  });
});
