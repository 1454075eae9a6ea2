// What an e-mail login answer means for the screen (spec 001 §4 "Login", §8 "Login failure").
// Our reading of the captcha codes, which the spec names without defining ("the rest is not shown"):
// - 120000: credentials refused and a captcha is now required → 'captchalogin' (e-mail, password
//   and captcha are entered again);
// - 120001: the captcha answer was wrong, 120002: the captcha expired → 'captchaonly' (the
//   credentials stay, only a fresh captcha image is fetched and answered).
// Any other failure flagged with `captcha` shows 'captchalogin'; other failures show no captcha.
// The alert text is always the server display_message when present, else LOGIN_FAILED.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { GatewayFailure } from '../ports/gateway-failure.ts';
import type { Rejection } from '../result.ts';
import { rejection } from '../result.ts';
import { isWithdrawalReserved, type LoginInfo } from './session-state.ts';

export type CaptchaView = 'captchaonly' | 'captchalogin';

export const LOGIN_CAPTCHA_REQUIRED_CODE = 120000;
export const LOGIN_CAPTCHA_WRONG_CODE = 120001;
export const LOGIN_CAPTCHA_EXPIRED_CODE = 120002;

export interface LoginFailure {
  readonly error_code?: number | string | null;
  readonly display_message?: string | null;
  readonly captcha?: boolean | null;
}

export type LoginAnswer =
  | { readonly ok: true; readonly loginInfo: LoginInfo }
  | { readonly ok: false; readonly error: LoginFailure };

export type LoginOutcome =
  /** Go to the previous page or home; show the password-change notice first when asked. */
  | { readonly kind: 'loggedIn'; readonly loginInfo: LoginInfo; readonly passwordChangeNotice: boolean }
  /** Not logged in and no redirect (spec 001 §4 "State WITHDRAWAL_RESERVED blocks the redirect."). */
  | { readonly kind: 'withdrawalReserved'; readonly loginInfo: LoginInfo; readonly notice: Rejection }
  | { readonly kind: 'failed'; readonly alert: Rejection; readonly captcha: CaptchaView | null };

function captchaView(error: LoginFailure): CaptchaView | null {
  const code = Number(error.error_code);
  if (code === LOGIN_CAPTCHA_WRONG_CODE || code === LOGIN_CAPTCHA_EXPIRED_CODE) return 'captchaonly';
  if (code === LOGIN_CAPTCHA_REQUIRED_CODE || error.captcha === true) return 'captchalogin';
  return null;
}

export function loginOutcome(answer: LoginAnswer): LoginOutcome {
  if (!answer.ok) {
    const text = answer.error.display_message?.trim();
    return {
      kind: 'failed',
      alert: text ? { code: 'LOGIN_FAILED', message: text } : rejection('LOGIN_FAILED'),
      captcha: captchaView(answer.error),
    };
  }
  const { loginInfo } = answer;
  if (isWithdrawalReserved(loginInfo)) {
    return { kind: 'withdrawalReserved', loginInfo, notice: rejection('WITHDRAWAL_RESERVED') };
  }
  return { kind: 'loggedIn', loginInfo, passwordChangeNotice: loginInfo.password_change_required === true };
}

const CAPTCHA_VIEWS: readonly string[] = ['captchaonly', 'captchalogin'];

/**
 * A refused e-mail login as the login screen shows it: the server's display_message (else
 * LOGIN_FAILED), and in `details.captcha` the captcha view to fetch next, or null. The view the
 * refusal names in its body wins; else it is read from the error code as loginOutcome does.
 */
export function loginRefusal(failure: GatewayFailure): Rejection {
  const shown = gatewayFailureRejection(failure, 'LOGIN_FAILED');
  if (failure.kind !== 'rejected') return { ...shown, details: { ...shown.details, captcha: null } };
  const body = typeof failure.body === 'object' && failure.body !== null ? failure.body : {};
  const named = (body as { readonly captcha?: unknown }).captcha;
  const captcha =
    typeof named === 'string' && CAPTCHA_VIEWS.includes(named)
      ? named
      : captchaView({ error_code: failure.code ?? null, captcha: named === true });
  return { ...shown, details: { ...shown.details, captcha } };
}

/** The captcha view a refusal asks for (see loginRefusal), or null. */
export function captchaOf(refusal: Rejection): CaptchaView | null {
  const view = refusal.details?.captcha;
  return view === 'captchaonly' || view === 'captchalogin' ? view : null;
}

/**
 * spec 001 §4 "password_change_required shows a change notice (mobile or PC variant)": on a phone
 * a notice to change it from the account menu; on a PC the notice names the PC site's account page.
 */
export function passwordChangeNotice(mobile: boolean): Rejection {
  return rejection(mobile ? 'PASSWORD_CHANGE_REQUIRED' : 'PASSWORD_CHANGE_REQUIRED_PC');
}
