// Valid examples: SMS, member session and member account calls.
import type { Samples } from './sample.ts';

const session = {
  customer_id: '900001',
  email: 'minji@example.com',
  account_origin: 'email' as const,
  access_token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
  refresh_token: 'refresh-1',
  state: null,
  password_change_required: false,
  phone: '01012345678',
};

export const accountSamples: Samples = {
  'sms.phone-verified': { params: { phone: '01012345678' }, response: 1, failure: 'ban' },
  'sms.send': {
    params: {},
    body: { customer_id: '900001', phone: '01012345678', context: 'ORDER' },
    response: { result: 'success', display_message: '인증번호를 보냈습니다.', send_count: 1 },
  },
  'sms.check': {
    params: { phone: '01012345678' },
    body: { code: '1234' },
    response: { result: 'too_many_trials', message: '인증 시도 횟수를 초과했습니다.' },
  },
  'sms.app-link': { params: {}, body: { phone: '01012345678' }, response: { success: true } },
  'member.user-info': {
    params: {},
    response: { customer_id: '900001', is_user: true, email: 'minji@example.com', phone: '01012345678' },
  },
  'member.login-email': {
    params: {},
    body: { username: 'minji@example.com', password: 'Jumun!2026', captcha: null, device_id: 'dev-1' },
    response: session,
    failure: {
      error: { error_code: 120001, display_message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
      captcha: 'captchalogin',
    },
  },
  'member.captcha-image': {
    params: {},
    body: { device_id: 'dev-1' },
    response: { url: '/sandbox/captcha/dev-1.png' },
  },
  'member.logout': { params: {}, response: { success: true } },
  'member.update-last-login': { params: {}, body: { device_id: 'dev-1' }, response: { success: true } },
  'member.social-login': {
    params: {},
    body: { account_origin: 'kakao', access_token: 'kakao-token', device_id: 'dev-1' },
    response: { ...session, account_origin: 'kakao', is_signed_up: true },
  },
  'member.social-joined': {
    params: {},
    query: { account_origin: 'naver', access_token: 'naver-token' },
    response: { is_joined: true, state: 'WITHDRAWAL_RESERVED', email: null },
  },
  'member.token-refresh': {
    params: {},
    body: { refresh_token: 'refresh-1' },
    response: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 },
  },
  'member.anonymous-customer': {
    params: {},
    body: { device_id: 'dev-1' },
    response: { customer_id: 'anon-7f3a', access_token: 'anon-token' },
  },
  'member.join': {
    params: {},
    body: {
      tos: true,
      email: 'minji@example.com',
      password: 'Jumun!2026',
      nickname: '민지',
      sms_accept: false,
      email_accept: false,
      push_accept: true,
      phone: '01012345678',
      efinance_agreement: true,
    },
    response: { status_code: 'OK', message: '가입되었습니다.' },
  },
  'member.social-join': {
    params: {},
    body: {
      account_origin: 'naver',
      access_token: 'naver-token',
      phone: '01012345678',
      notification_agreement: true,
      efinance_agreement: true,
      email: null,
    },
    response: { success: true },
  },
  'member.password-inquiry': {
    params: {},
    body: { email: 'minji@example.com' },
    response: { success: false, message: '가입되지 않은 이메일입니다.' },
  },
  'member.id-inquiry': {
    params: {},
    body: { phone: '01012345678', verification_code: '1234' },
    response: { username: 'mi***@example.com' },
  },
  'member.withdraw': {
    params: {},
    body: { reason_type: 'ETC', reason_detail: '다른 앱을 주로 쓰게 되었어요' },
    response: { success: true },
  },
};
