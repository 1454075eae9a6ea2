// The e-mail login form (spec 001 §2 "Login screen", §5 "Login needs e-mail and password and cookies
// enabled"). Checked in order: cookies (a popup), both fields, then the captcha when it is shown.
import { ok, type Result, reject } from '../result.ts';

export interface LoginAccount {
  readonly useremail: string;
  readonly password: string;
  readonly captcha: string;
  readonly is_maintain_login: boolean;
}

/** spec 001 §9 "Default maintain-login | true". */
export const DEFAULT_MAINTAIN_LOGIN = true;

export const emptyLoginForm: LoginAccount = {
  useremail: '',
  password: '',
  captcha: '',
  is_maintain_login: DEFAULT_MAINTAIN_LOGIN,
};

const filled = (text: string) => text.trim() !== '';

/** spec 001 §5 "The login button is disabled until both are filled (and the captcha if shown)." */
export function isLoginButtonEnabled(form: LoginAccount, captchaShown: boolean): boolean {
  return filled(form.useremail) && form.password !== '' && (!captchaShown || filled(form.captcha));
}

export function validateLogin(
  form: LoginAccount,
  env: { readonly captchaShown: boolean; readonly cookiesEnabled: boolean },
): Result<LoginAccount> {
  if (!env.cookiesEnabled) return reject('COOKIES_BLOCKED');
  if (!filled(form.useremail) || form.password === '') return reject('LOGIN_FIELDS_REQUIRED');
  if (env.captchaShown && !filled(form.captcha)) return reject('LOGIN_CAPTCHA_REQUIRED');
  return ok({
    ...form,
    useremail: form.useremail.trim(),
    captcha: env.captchaShown ? form.captcha.trim() : '',
  });
}

/** The body of the e-mail login call (spec 001 §7 "username, password, captcha, device_id"). */
export function loginRequestBody(form: LoginAccount, deviceId: string) {
  return { username: form.useremail, password: form.password, captcha: form.captcha, device_id: deviceId };
}
