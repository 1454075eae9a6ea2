// SocialJoin (spec 001 §4 "Social join sets is_signed_up on success", §5, §7 "Social join"): the
// form without e-mail and password, the e-mail asked only when the provider gave none; the phone
// verified for REGISTER; success needs the success flag. Then the provider token opens the
// session as in social login (no "stay logged in?": the customer chose to log in with it).
// Without a SocialJoinRequired for this provider the provider's e-mail is unknown, so it is asked.
// Gathered in stages, each call only when the decision so far goes on: the typed-in code's check,
// the social join, then the session.

import { formAgreements, joinFailure, joinPhone } from '../account/join-phone.ts';
import { socialJoinOutcome, validateJoin } from '../account/join-validation.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SocialToken } from '../ports/account-gateway.ts';
import type { Ack } from '../ports/ack.ts';
import { type GatewayResult, unanswered } from '../ports/gateway-failure.ts';
import type { Result } from '../result.ts';
import { type Decision, draft, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { askSession, type SessionAnswer, sessionOpened } from './steps/open-social-session.ts';
import { askJoinCode, type CodeAnswer, checkJoinCode } from './steps/verify-code.ts';

type SocialJoin = CommandOf<'SocialJoin'>;

export interface SocialJoinFacts {
  /** The dispatch's time, for the typed-in code's validity. */
  readonly now: number;
  /** The server's check of a typed-in code; null when none waited or the form refused. */
  readonly code: CodeAnswer | null;
  /** The social join's answer; null when it was not sent. */
  readonly joined: GatewayResult<Ack> | null;
  /** The provider token exchanged for our session; null unless the join succeeded. */
  readonly session: SessionAnswer | null;
}

const tokenOf = (command: SocialJoin): SocialToken => ({
  account_origin: command.provider,
  access_token: command.accessToken.trim(),
});

function joinForm(command: SocialJoin, state: State) {
  const pending = state.session.socialJoin;
  const providerEmail = pending !== null && pending.provider === command.provider ? pending.email : null;
  const number = normalizePhone(command.phone);
  const phone = joinPhone(state, number, command.smsCode);
  const form = validateJoin(
    {
      email: command.email ?? '',
      password: '',
      confirm_password: '',
      phone: number,
      nickname: '',
      sms_verify_code: command.smsCode ?? '',
      ...formAgreements(command.agreements),
    },
    { social: true, emailNeeded: providerEmail === null, phoneVerified: phone.passes },
  );
  return { providerEmail, number, phone, form };
}

function joinAccepted(answer: GatewayResult<Ack> | null): Result<void> {
  const given = unanswered(answer);
  return given.ok ? socialJoinOutcome(given.value) : { ok: false, rejection: joinFailure(given.failure) };
}

export async function gather({
  command,
  state,
  ports,
  now,
}: HandlerContext<SocialJoin>): Promise<SocialJoinFacts> {
  const facts = { now, code: null, joined: null, session: null };
  const { providerEmail, number, phone, form } = joinForm(command, state);
  if (!form.ok) return facts;
  const code = await askJoinCode(ports, state, phone, now);
  if (!checkJoinCode(state, phone, now, code).ok) return { ...facts, code };
  const token = tokenOf(command);
  const joined = await ports.gateway.socialJoin({
    ...token,
    phone: number,
    notification_agreement: command.agreements.push,
    efinance_agreement: command.agreements.efinance,
    email: providerEmail === null ? form.value.email : null,
  });
  if (!joinAccepted(joined).ok) return { ...facts, code, joined };
  const known = { ...facts, code, joined, session: await askSession(ports, token) };
  return known;
}

export function decide(command: SocialJoin, state: State, facts: SocialJoinFacts): Decision {
  const { providerEmail, number, phone, form } = joinForm(command, state);
  if (!form.ok) return refuseWith(form.rejection);
  const code = checkJoinCode(state, phone, facts.now, facts.code);
  if (!code.ok) return code.decision;
  const joined = joinAccepted(facts.joined);
  if (!joined.ok) return refuseWith(joined.rejection, code.events);
  const email = providerEmail ?? form.value.email;
  const events = [
    ...code.events,
    draft('MemberJoined', { accountOrigin: command.provider, email, phone: number }),
  ];
  return sessionOpened(tokenOf(command), facts.session, events);
}

export const handleSocialJoin = gathered(gather, decide);
