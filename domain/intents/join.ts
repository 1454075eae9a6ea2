// Join with e-mail (spec 001 §4 "Join", §5, §7 "Join"). The form is checked in order (the first
// failure names its field), the phone must be verified for REGISTER, and only status_code OK joins.
// Then "stay logged in?" is asked as a confirmation. Decisions:
// - Yes (`confirmed: true`) logs in with the joined e-mail and password and goes home; the login
//   answer carries the user info. No (`confirmed: false`) goes to /login/: the client opened no
//   session for the join, so there is none to end (a guest's anonymous token stays).
// - The answer is given by dispatching Join again: MemberJoined recorded the e-mail, so the second
//   dispatch does not join twice. A first dispatch with `confirmed` set answers in advance.
// - agree_push (marketing) consents to SMS, e-mail and push notices alike.
// Each call is asked only when the way goes on that far: the typed-in code's check, the join, then
// (confirmed) the login.

import { formAgreements, joinFailure, joinPhone } from '../account/join-phone.ts';
import { joinOutcome, validateJoin } from '../account/join-validation.ts';
import { loggedIn } from '../account/logged-in.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { JoinAnswer, JoinRequest } from '../ports/account-gateway.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import { type Result, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { draft, type EventDraft, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';
import { checkJoinCode } from './steps/verify-code.ts';

type Join = CommandOf<'Join'>;

/** The e-mail MemberJoined recorded, when this Join only answers "stay logged in?". */
function joinedAlready(command: Join, state: State): string | null {
  const email = command.email.trim();
  return email !== '' && state.session.joinedEmail === email ? email : null;
}

function joinForm(command: Join, state: State) {
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
  return { number, phone, form };
}

function joinRequest(
  command: Join,
  form: { email: string; password: string; nickname: string },
  phone: string,
): JoinRequest {
  const { agreements } = command;
  return {
    tos: agreements.policy,
    email: form.email,
    password: form.password,
    nickname: form.nickname,
    sms_accept: agreements.push,
    email_accept: agreements.push,
    push_accept: agreements.push,
    phone,
    efinance_agreement: agreements.efinance,
  };
}

function joinAccepted(answer: GatewayResult<JoinAnswer>): Result<void> {
  return answer.ok ? joinOutcome(answer.value) : { ok: false, rejection: joinFailure(answer.failure) };
}

/** "Stay logged in?": asked, answered no, or answered yes (the login asked only then). */
function* stayLoggedIn(command: Join, email: string, events: readonly EventDraft[]): Workflow {
  if (command.confirmed === undefined) return { events, confirm: rejection('JOIN_STAY_LOGGED_IN') };
  if (!command.confirmed) return { events, navigate: paths.login };
  const login = yield* ask('gateway', 'loginEmail', {
    username: email,
    password: command.password,
    captcha: null,
    device_id: yield* ask('ids', 'next'),
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

export function* joinFlow(command: Join, state: State, now: number): Workflow {
  const email = joinedAlready(command, state);
  if (email !== null) return yield* stayLoggedIn(command, email, []);
  const { number, phone, form } = joinForm(command, state);
  if (!form.ok) return refuseWith(form.rejection);
  const code = yield* checkJoinCode(state, phone, now);
  if (!code.ok) return code.decision;
  const joined = joinAccepted(yield* ask('gateway', 'join', joinRequest(command, form.value, number)));
  if (!joined.ok) return refuseWith(joined.rejection, code.events);
  const events = [
    ...code.events,
    draft('MemberJoined', { accountOrigin: 'email', email: form.value.email, phone: number }),
  ];
  return yield* stayLoggedIn(command, form.value.email, events);
}

export const handleJoin = workflow(joinFlow);
