import { describe, expect, it } from 'vitest';
import { emptyLoginForm, isLoginButtonEnabled, loginRequestBody, validateLogin } from './login-form.ts';

const form = { ...emptyLoginForm, useremail: ' kim@example.com ', password: 'pw' };
const env = { captchaShown: false, cookiesEnabled: true };
const code = (r: ReturnType<typeof validateLogin>) => (r.ok ? 'OK' : r.rejection.code);

describe('login form', () => {
  it('keeps me logged in by default (spec 001 §2 "a keep-me-logged-in choice (default true)")', () => {
    expect(emptyLoginForm.is_maintain_login).toBe(true);
  });

  it('enables the button only with both fields and a shown captcha filled (spec 001 §5 "The login button is disabled until both are filled (and the captcha if shown).")', () => {
    expect(isLoginButtonEnabled(emptyLoginForm, false)).toBe(false);
    expect(isLoginButtonEnabled({ ...form, password: '' }, false)).toBe(false);
    expect(isLoginButtonEnabled(form, false)).toBe(true);
    expect(isLoginButtonEnabled(form, true)).toBe(false);
    expect(isLoginButtonEnabled({ ...form, captcha: 'x7k2' }, true)).toBe(true);
  });

  it('refuses with cookies blocked first (spec 001 §5 "Login needs e-mail and password and cookies enabled (otherwise a popup about blocked cookies).")', () => {
    expect(code(validateLogin(emptyLoginForm, { ...env, cookiesEnabled: false }))).toBe('COOKIES_BLOCKED');
  });

  it('needs e-mail, password and a shown captcha (spec 001 §5 "Login needs e-mail and password")', () => {
    expect(code(validateLogin({ ...form, useremail: '  ' }, env))).toBe('LOGIN_FIELDS_REQUIRED');
    expect(code(validateLogin(form, { ...env, captchaShown: true }))).toBe('LOGIN_CAPTCHA_REQUIRED');
    const valid = validateLogin(form, env);
    expect(valid.ok && valid.value.useremail).toBe('kim@example.com');
  });

  it('sends the login call fields (spec 001 §7 "E-mail login | POST {member}/v2/login-email-account | username, password, captcha, device_id.")', () => {
    expect(loginRequestBody({ ...form, useremail: 'a@b.kr' }, 'dev-1')).toEqual({
      username: 'a@b.kr',
      password: 'pw',
      captcha: '',
      device_id: 'dev-1',
    });
  });
});
