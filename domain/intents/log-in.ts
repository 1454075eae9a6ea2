// LogIn with e-mail (spec 001 §4 "Login"). A WITHDRAWAL_RESERVED member counts as not logged in.
import { loggedIn } from '../account/logged-in.ts';
import { validateLogin } from '../account/login-form.ts';
import { loginRefusal } from '../account/login-result.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { LoginAnswer } from '../ports/gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { accept, type Decision, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { recordLastLogin } from './steps/record-last-login.ts';

type LogIn = CommandOf<'LogIn'>;

export interface LogInFacts {
  readonly cookiesEnabled: boolean;
  /** The server's answer; null when the form already refuses. */
  readonly login: GatewayResult<LoginAnswer> | null;
}

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

export async function gather({ command, state, ports }: HandlerContext<LogIn>): Promise<LogInFacts> {
  const cookiesEnabled = ports.device.cookiesEnabled();
  const valid = form(command, cookiesEnabled);
  if (!valid.ok) return { cookiesEnabled, login: null };
  const login = await ports.gateway.loginEmail({
    username: valid.value.useremail,
    password: valid.value.password,
    captcha: valid.value.captcha === '' ? null : valid.value.captcha,
    device_id: ports.ids.next(),
  });
  const facts = { cookiesEnabled, login };
  await recordLastLogin(ports, decide(command, state, facts));
  return facts;
}

export function decide(command: LogIn, _state: State, { cookiesEnabled, login }: LogInFacts): Decision {
  const valid = form(command, cookiesEnabled);
  if (!valid.ok) return refuseWith(valid.rejection);
  if (login === null) return refuse('LOGIN_FAILED');
  if (!login.ok) return refuseWith(loginRefusal(login.failure));
  if (login.value.state === 'WITHDRAWAL_RESERVED') return refuse('WITHDRAWAL_RESERVED');
  return accept(loggedIn(login.value, command.maintainLogin ?? true));
}

export const handleLogIn = gathered(gather, decide);
