// Join with e-mail (spec 001 §4 "Join", §5, §7 "Join"). The form is checked in order (the first
// failure names its field), the phone must be verified for REGISTER, and only status_code OK joins.
// Then "stay logged in?" is asked as a confirmation. Decisions:
// - Yes (`confirmed: true`) logs in with the joined e-mail and password and goes home; the login
//   answer carries the user info. No (`confirmed: false`) goes to /login/: the client opened no
//   session for the join, so there is none to end (a guest's anonymous token stays).
// - The answer is given by dispatching Join again: MemberJoined recorded the e-mail, so the second
//   dispatch does not join twice. A first dispatch with `confirmed` set answers in advance.
// - agree_push (marketing) consents to SMS, e-mail and push notices alike.

import { formAgreements, joinFailure, joinPhone } from '../account/join-phone.ts';
import { joinOutcome, validateJoin } from '../account/join-validation.ts';
import { loggedIn } from '../account/logged-in.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Ports } from '../ports/gateway.ts';
import { rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { type Decision, draft, type EventDraft, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import { checkJoinCode } from './steps/verify-code.ts';

type Join = CommandOf<'Join'>;

async function stayLoggedIn(
  command: Join,
  email: string,
  ports: Ports,
  events: readonly EventDraft[],
): Promise<Decision> {
  if (command.confirmed === undefined) return { events, confirm: rejection('JOIN_STAY_LOGGED_IN') };
  if (!command.confirmed) return { events, navigate: paths.login };
  const login = await ports.gateway.loginEmail({
    username: email,
    password: command.password,
    captcha: null,
    device_id: ports.ids.next(),
  });
  if (!login.ok) {
    return {
      events,
      rejection: gatewayFailureRejection(login.failure, 'LOGIN_FAILED'),
      navigate: paths.login,
    };
  }
  return { events: [...events, loggedIn(login.value, command.maintainLogin ?? true)], navigate: paths.home };
}

export async function handleJoin(ctx: HandlerContext<Join>): Promise<Decision> {
  const { command, state, ports } = ctx;
  const email = command.email.trim();
  if (email !== '' && state.session.joinedEmail === email) return stayLoggedIn(command, email, ports, []);

  const number = normalizePhone(command.phone);
  const phone = joinPhone(state, number, command.smsCode);
  const form = validateJoin(
    {
      email: command.email,
      password: command.password,
      confirm_password: command.confirmPassword,
      phone: number,
      nickname: command.nickname,
      sms_verify_code: command.smsCode ?? '',
      ...formAgreements(command.agreements),
    },
    { social: false, emailNeeded: false, phoneVerified: phone.passes },
  );
  if (!form.ok) return refuseWith(form.rejection);
  const code = await checkJoinCode(ctx, phone);
  if (!code.ok) return code.decision;

  const { agreements } = command;
  const answer = await ports.gateway.join({
    tos: agreements.policy,
    email: form.value.email,
    password: form.value.password,
    nickname: form.value.nickname,
    sms_accept: agreements.push,
    email_accept: agreements.push,
    push_accept: agreements.push,
    phone: number,
    efinance_agreement: agreements.efinance,
  });
  if (!answer.ok) return refuseWith(joinFailure(answer.failure), code.events);
  const joined = joinOutcome(answer.value);
  if (!joined.ok) return refuseWith(joined.rejection, code.events);
  const events = [
    ...code.events,
    draft('MemberJoined', { accountOrigin: 'email', email: form.value.email, phone: number }),
  ];
  return stayLoggedIn(command, form.value.email, ports, events);
}
