// LogIn with e-mail (spec 001 §4 "Login"). A WITHDRAWAL_RESERVED member counts as not logged in.
import { loggedIn } from '../account/logged-in.ts';
import { validateLogin } from '../account/login-form.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleLogIn({ command, ports }: HandlerContext<CommandOf<'LogIn'>>) {
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
