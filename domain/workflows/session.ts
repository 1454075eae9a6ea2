// LogIn (e-mail) and LogOut (spec 001 §4). A WITHDRAWAL_RESERVED member counts as not logged in.

import { validateLogin } from '../account/login-form.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { LoginAnswer } from '../ports/gateway.ts';
import { accept, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

/** The session a login answer opens (e-mail, social, or after joining). */
export function loggedIn(login: LoginAnswer, maintainLogin: boolean): EventDraft {
  return draft('LoggedIn', {
    customerId: login.customer_id,
    email: login.email,
    accountOrigin: login.account_origin,
    accessToken: login.access_token,
    maintainLogin,
    phone: login.phone,
  });
}

export async function logInWorkflow({ command, ports }: HandlerContext<CommandOf<'LogIn'>>) {
  const form = validateLogin(
    {
      useremail: command.email,
      password: command.password,
      captcha: command.captcha ?? '',
      is_maintain_login: command.maintainLogin ?? true,
    },
    { captchaShown: command.captcha !== undefined, cookiesEnabled: ports.device.cookiesEnabled() },
  );
  if (!form.ok) return refuseWith(form.rejection);
  const answer = await ports.gateway.loginEmail({
    username: form.value.useremail,
    password: form.value.password,
    captcha: form.value.captcha === '' ? null : form.value.captcha,
    device_id: ports.ids.next(),
  });
  if (!answer.ok) return refuseWith(gatewayFailureRejection(answer.failure, 'LOGIN_FAILED'));
  const login = answer.value;
  if (login.state === 'WITHDRAWAL_RESERVED') return refuse('WITHDRAWAL_RESERVED');
  return accept(loggedIn(login, command.maintainLogin ?? true));
}

/** Logging out never fails for the customer: the local session ends whatever the server says. */
export async function logOutWorkflow({ state, ports }: HandlerContext<CommandOf<'LogOut'>>) {
  if (!state.session.loggedIn) return accept();
  await ports.gateway.logout();
  return accept(draft('LoggedOut', { reason: 'customer' }));
}
