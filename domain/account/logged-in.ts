// The LoggedIn event a login answer makes: e-mail login, social login, or the login after joining.
import type { LoginAnswer } from '../ports/gateway.ts';
import { draft, type EventDraft } from '../store/decision.ts';

/** The session a login answer opens (e-mail, social, or after joining). */
export function loggedIn(login: LoginAnswer, maintainLogin: boolean): EventDraft {
  return draft('LoggedIn', {
    customerId: login.customer_id,
    email: login.email,
    accountOrigin: login.account_origin,
    accessToken: login.access_token,
    maintainLogin,
    phone: login.phone,
    ...(login.password_change_required ? { passwordChangeRequired: true } : {}),
  });
}
