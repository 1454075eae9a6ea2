// LogIn with e-mail (spec 001 §4 "Login"). A WITHDRAWAL_RESERVED member counts as not logged in.
import { loggedIn } from '../account/logged-in.ts';
import { validateLogin } from '../account/login-form.ts';
import { loginRefusal } from '../account/login-result.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, refuse, refuseWith } from '../store/decision.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type LogIn = CommandOf<'LogIn'>;

const form = (command: LogIn, cookiesEnabled: boolean) =>
  validateLogin(
    {
      useremail: command.email,
      password: command.password,
      captcha: command.captcha ?? '',
      is_maintain_login: command.maintainLogin ?? true,
    },
    { captchaShown: command.captcha !== undefined, cookiesEnabled },
  );

/** The form, then the server's answer; the last login is recorded by a reaction (reactions/). */
export function* logInFlow(command: LogIn): Workflow {
  const valid = form(command, yield* ask('device', 'cookiesEnabled'));
  if (!valid.ok) return refuseWith(valid.rejection);
  const login = yield* ask('gateway', 'loginEmail', {
    username: valid.value.useremail,
    password: valid.value.password,
    captcha: valid.value.captcha === '' ? null : valid.value.captcha,
    device_id: yield* ask('ids', 'next'),
  });
  if (!login.ok) return refuseWith(loginRefusal(login.failure));
  if (login.value.state === 'WITHDRAWAL_RESERVED') return refuse('WITHDRAWAL_RESERVED');
  return accept(loggedIn(login.value, command.maintainLogin ?? true));
}

export const handleLogIn = workflow(logInFlow);
