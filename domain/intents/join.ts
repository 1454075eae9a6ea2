// Join with e-mail (spec 001 §4 "Join", §5, §7 "Join"). The form is checked in order (the first
// failure names its field), the phone must be verified for REGISTER, and only status_code OK joins.
// Then "stay logged in?" is asked as a confirmation. Decisions:
// - Yes (`confirmed: true`) logs in with the joined e-mail and password and goes home; the login
//   answer carries the user info. No (`confirmed: false`) goes to /login/: the client opened no
//   session for the join, so there is none to end (a guest's anonymous token stays).
// - The answer is given by dispatching Join again: MemberJoined recorded the e-mail, so the second
//   dispatch does not join twice. A first dispatch with `confirmed` set answers in advance.
// - agree_push (marketing) consents to SMS, e-mail and push notices alike.
// Gathered in stages, each call only when the decision so far goes on: the typed-in code's check,
// the join, then (confirmed) the login.

import { formAgreements, joinFailure, joinPhone } from '../account/join-phone.ts';
import { joinOutcome, validateJoin } from '../account/join-validation.ts';
import { loggedIn } from '../account/logged-in.ts';
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { JoinAnswer, JoinRequest } from '../ports/account-gateway.ts';
import type { LoginAnswer } from '../ports/gateway.ts';
import { type GatewayResult, unanswered } from '../ports/gateway-failure.ts';
import { type Result, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import { type Decision, draft, type EventDraft, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { askJoinCode, type CodeAnswer, checkJoinCode } from './steps/verify-code.ts';

type Join = CommandOf<'Join'>;

export interface JoinFacts {
  /** The dispatch's time, for the typed-in code's validity. */
  readonly now: number;
  /** The server's check of a typed-in code; null when none waited or the form refused. */
  readonly code: CodeAnswer | null;
  /** The join's answer; null when it was not sent (joined already, or refused before). */
  readonly joined: GatewayResult<JoinAnswer> | null;
  /** The login after "stay logged in? yes"; null when not asked. */
  readonly login: GatewayResult<LoginAnswer> | null;
}

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

function joinAccepted(answer: GatewayResult<JoinAnswer> | null): Result<void> {
  const given = unanswered(answer);
  return given.ok ? joinOutcome(given.value) : { ok: false, rejection: joinFailure(given.failure) };
}

export async function gather({ command, state, ports, now }: HandlerContext<Join>): Promise<JoinFacts> {
  const facts = { now, code: null, joined: null, login: null };
  let email = joinedAlready(command, state);
  let known: JoinFacts = facts;
  if (email === null) {
    const { number, phone, form } = joinForm(command, state);
    if (!form.ok) return facts;
    const code = await askJoinCode(ports, state, phone, now);
    if (!checkJoinCode(state, phone, now, code).ok) return { ...facts, code };
    const joined = await ports.gateway.join(joinRequest(command, form.value, number));
    known = { ...facts, code, joined };
    if (!joinAccepted(joined).ok) return known;
    email = form.value.email;
  }
  if (command.confirmed !== true) return known;
  const login = await ports.gateway.loginEmail({
    username: email,
    password: command.password,
    captcha: null,
    device_id: ports.ids.next(),
  });
  const withLogin = { ...known, login };
  return withLogin;
}

function stayLoggedIn(command: Join, login: JoinFacts['login'], events: readonly EventDraft[]): Decision {
  if (command.confirmed === undefined) return { events, confirm: rejection('JOIN_STAY_LOGGED_IN') };
  if (!command.confirmed) return { events, navigate: paths.login };
  const answer = unanswered(login);
  if (!answer.ok) {
    return {
      events,
      rejection: gatewayFailureRejection(answer.failure, 'LOGIN_FAILED'),
      navigate: paths.login,
    };
  }
  return { events: [...events, loggedIn(answer.value, command.maintainLogin ?? true)], navigate: paths.home };
}

export function decide(command: Join, state: State, facts: JoinFacts): Decision {
  if (joinedAlready(command, state) !== null) return stayLoggedIn(command, facts.login, []);
  const { number, phone, form } = joinForm(command, state);
  if (!form.ok) return refuseWith(form.rejection);
  const code = checkJoinCode(state, phone, facts.now, facts.code);
  if (!code.ok) return code.decision;
  const joined = joinAccepted(facts.joined);
  if (!joined.ok) return refuseWith(joined.rejection, code.events);
  const events = [
    ...code.events,
    draft('MemberJoined', { accountOrigin: 'email', email: form.value.email, phone: number }),
  ];
  return stayLoggedIn(command, facts.login, events);
}

export const handleJoin = gathered(gather, decide);
