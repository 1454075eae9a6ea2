import { describe, expect, it } from 'vitest';
import {
  captchaOf,
  type LoginFailure,
  loginOutcome,
  loginRefusal,
  passwordChangeNotice,
} from './login-result.ts';

const fail = (error: LoginFailure) => loginOutcome({ ok: false, error });
const CAPTCHA =
  'spec 001 §8 "Captcha-flagged responses show the captcha. Error codes 120000, 120001, 120002 get special login handling (the rest is not shown)."';

describe('login result', () => {
  it('logs in and goes on (spec 001 §4 "States: empty, submitting, success (goes to the previous page or home).")', () => {
    const outcome = loginOutcome({ ok: true, loginInfo: { access_token: 'jwt', account_origin: 'email' } });
    expect(outcome).toEqual({
      kind: 'loggedIn',
      loginInfo: { access_token: 'jwt', account_origin: 'email' },
      passwordChangeNotice: false,
    });
  });

  it('asks for a password change when the server says so (spec 001 §4 "password_change_required shows a change notice (mobile or PC variant).")', () => {
    const outcome = loginOutcome({
      ok: true,
      loginInfo: { access_token: 'jwt', password_change_required: true },
    });
    expect(outcome.kind === 'loggedIn' && outcome.passwordChangeNotice).toBe(true);
  });

  it('blocks the redirect for WITHDRAWAL_RESERVED (spec 001 §4 "State WITHDRAWAL_RESERVED blocks the redirect.")', () => {
    const outcome = loginOutcome({
      ok: true,
      loginInfo: { access_token: 'jwt', state: 'WITHDRAWAL_RESERVED' },
    });
    expect(outcome.kind).toBe('withdrawalReserved');
    expect(outcome.kind === 'withdrawalReserved' && outcome.notice.code).toBe('WITHDRAWAL_RESERVED');
  });

  it('shows the server display_message or the default failure text (spec 001 §8 "Login failure: server display_message, or "정상적으로 처리되지 않았습니다. 다시 시도하여 주십시요."")', () => {
    const server = fail({ display_message: '비밀번호가 틀렸습니다.' });
    expect(server.kind === 'failed' && server.alert.message).toBe('비밀번호가 틀렸습니다.');
    const fallback = fail({ display_message: ' ' });
    expect(fallback.kind === 'failed' && fallback.alert.message).toBe(
      '정상적으로 처리되지 않았습니다. 다시 시도하여 주십시요.',
    );
    expect(fallback.kind === 'failed' && fallback.captcha).toBeNull();
  });

  it(`asks for credentials and captcha on 120000 or a captcha flag (${CAPTCHA})`, () => {
    const required = fail({ error_code: 120000 });
    expect(required.kind === 'failed' && required.captcha).toBe('captchalogin');
    const flagged = fail({ error_code: 'E1', captcha: true });
    expect(flagged.kind === 'failed' && flagged.captcha).toBe('captchalogin');
  });

  it(`asks only a new captcha on 120001 and 120002 (${CAPTCHA})`, () => {
    for (const error_code of [120001, '120002']) {
      const outcome = fail({ error_code });
      expect(outcome.kind === 'failed' && outcome.captcha).toBe('captchaonly');
    }
  });
});

describe('a refused login as the login screen shows it', () => {
  const refused = (code: string | undefined, body: unknown, message = '비밀번호를 확인해주세요.') =>
    loginRefusal({ kind: 'rejected', status: 401, code, message, body });

  it("names the captcha view the server's body asks for", () => {
    const r = refused('120000', { error: { error_code: 120000 }, captcha: 'captchalogin' });
    expect(r).toMatchObject({ code: 'LOGIN_FAILED', message: '비밀번호를 확인해주세요.' });
    expect(captchaOf(r)).toBe('captchalogin');
    expect(captchaOf(refused('120001', { captcha: 'captchaonly' }))).toBe('captchaonly');
  });

  it(`reads the view from the code when the body names none (${CAPTCHA})`, () => {
    expect(captchaOf(refused('120000', {}))).toBe('captchalogin');
    expect(captchaOf(refused('120001', null))).toBe('captchaonly');
    expect(captchaOf(refused('120002', 'text'))).toBe('captchaonly');
    expect(captchaOf(refused('100001', { captcha: null }))).toBeNull();
    expect(captchaOf(refused(undefined, { captcha: true }))).toBe('captchalogin');
  });

  it('shows the default text without a server message, and asks no captcha when the server is down', () => {
    const r = loginRefusal({ kind: 'rejected', status: 401, body: {} });
    expect(r.message).toBe('정상적으로 처리되지 않았습니다. 다시 시도하여 주십시요.');
    const down = loginRefusal({ kind: 'unavailable', status: 503 });
    expect(down.code).toBe('SERVICE_PROBLEM');
    expect(captchaOf(down)).toBeNull();
  });

  it('has a mobile and a PC password-change notice', () => {
    expect(passwordChangeNotice(true).code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(passwordChangeNotice(false).code).toBe('PASSWORD_CHANGE_REQUIRED_PC');
    expect(passwordChangeNotice(false).message).not.toBe(passwordChangeNotice(true).message);
  });
});
