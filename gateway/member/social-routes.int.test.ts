// Social login and join over real HTTP, with tokens from the sandbox providers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { verifyPhone } from './testing/sms-steps.ts';
import { providerToken } from './testing/social-steps.ts';
import { callWire, okWire } from './testing/wire-client.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

const joined = (account_origin: 'naver' | 'kakao', access_token: string) =>
  callWire(gateway.url, 'member.social-joined', { payload: { account_origin, access_token } });
const socialLogin = (account_origin: 'naver' | 'kakao', access_token: string) =>
  okWire(gateway.url, 'member.social-login', {
    payload: { account_origin, access_token, device_id: 'dev-n' },
  });
const socialJoin = (access_token: string, phone: string, email: string | null = null) =>
  okWire(gateway.url, 'member.social-join', {
    payload: {
      account_origin: 'kakao',
      access_token,
      phone,
      notification_agreement: true,
      efinance_agreement: true,
      email,
    },
  });

describe('member.social-joined and member.social-login', () => {
  it('a joined naver account: is_joined, then a member session (is_signed_up, JWT accepted by user info)', async () => {
    const token = await providerToken(gateway.url, 'naver', 'sora.naver@example.com');
    expect(await joined('naver', token)).toMatchObject({ ok: true, body: { is_joined: true, state: null } });
    const session = await socialLogin('naver', token);
    expect(session).toMatchObject({ customer_id: '900003', account_origin: 'naver', is_signed_up: true });
    const user = await okWire(gateway.url, 'member.user-info', { token: session.access_token });
    expect(user).toMatchObject({ customer_id: '900003', is_user: true, account_origin: 'naver' });
  });

  it('an account that has not joined: is_joined false, and login answers is_signed_up false with a guest token', async () => {
    const token = await providerToken(gateway.url, 'kakao', 'stranger.kakao@example.com');
    expect(await joined('kakao', token)).toMatchObject({
      body: { is_joined: false, email: 'stranger.kakao@example.com' },
    });
    const session = await socialLogin('kakao', token);
    expect(session).toMatchObject({ is_signed_up: false, refresh_token: null });
    const user = await okWire(gateway.url, 'member.user-info', { token: session.access_token });
    expect(user.is_user).toBe(false);
  });

  it('a withdrawal-reserved member: joined with that state, and login answers the state with a non-user token', async () => {
    const kakao = await providerToken(gateway.url, 'kakao', 'taeyang.kakao@example.com');
    const before = await socialLogin('kakao', kakao);
    await okWire(gateway.url, 'member.withdraw', {
      token: before.access_token,
      payload: { reason_type: 'LACK_OF_RESTAURANT', reason_detail: '' },
    });
    expect(await joined('kakao', kakao)).toMatchObject({
      body: { is_joined: true, state: 'WITHDRAWAL_RESERVED' },
    });
    const after = await socialLogin('kakao', kakao);
    expect(after).toMatchObject({ state: 'WITHDRAWAL_RESERVED', refresh_token: null });
    expect(await okWire(gateway.url, 'member.user-info', { token: after.access_token })).toMatchObject({
      is_user: false,
    });
  });

  it('refuses an unknown token, and a token of the other provider, with 401', async () => {
    expect((await joined('naver', 'made-up')).status).toBe(401);
    const kakao = await providerToken(gateway.url, 'kakao', 'someone.kakao@example.com');
    expect((await joined('naver', kakao)).status).toBe(401);
  });
});

describe('member.social-join', () => {
  it('joins a new kakao account with a REGISTER-verified phone; its next login is signed up', async () => {
    const token = await providerToken(gateway.url, 'kakao', 'newkakao@example.com');
    expect(await socialJoin(token, '01080000001')).toMatchObject({
      success: false,
      message: '전화번호를 인증해 주세요.',
    });
    await verifyPhone(gateway.url, '01080000001', 'REGISTER');
    expect(await socialJoin(token, '01080000001')).toMatchObject({ success: true });
    const session = await socialLogin('kakao', token);
    expect(session).toMatchObject({
      is_signed_up: true,
      email: 'newkakao@example.com',
      phone: '01080000001',
    });
    expect(await socialJoin(token, '01080000001')).toMatchObject({ success: false });
  });

  it('asks for an e-mail when the provider shared none, and takes the one given', async () => {
    const token = await providerToken(gateway.url, 'kakao', 'private.kakao@example.com', false);
    expect(await joined('kakao', token)).toMatchObject({ body: { is_joined: false, email: null } });
    await verifyPhone(gateway.url, '01080000002', 'REGISTER');
    expect(await socialJoin(token, '01080000002', null)).toEqual({
      success: false,
      message: '이메일을 입력해 주세요.',
    });
    expect(await socialJoin(token, '01080000002', 'minji@example.com')).toEqual({
      success: false,
      message: '이미 가입된 이메일입니다.',
    });
    expect(await socialJoin(token, '01080000002', 'chosen@example.com')).toMatchObject({ success: true });
    expect(await socialLogin('kakao', token)).toMatchObject({
      is_signed_up: true,
      email: 'chosen@example.com',
    });
  });
});
