// SocialJoin (spec 001 §4 "Social join sets is_signed_up on success", §5, §7 "Social join"): the
// form without e-mail and password, the e-mail asked only when the provider gave none; the phone
// verified for REGISTER; success needs the success flag. Then the provider token opens the
// session as in social login (no "stay logged in?": the customer chose to log in with it).
// Without a SocialJoinRequired for this provider the provider's e-mail is unknown, so it is asked.
// Each call is asked only when the way goes on that far: the typed-in code's check, the social
// join, then the session.

import { formAgreements, joinFailure, joinPhone } from '../account/join-phone.ts';
import { socialJoinOutcome, validateJoin } from '../account/join-validation.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { SocialToken } from '../ports/account-gateway.ts';
import type { Ack } from '../ports/ack.ts';
import type { GatewayResult } from '../ports/gateway-failure.ts';
import type { Result } from '../result.ts';
import { draft, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';
import { openSession } from './steps/open-social-session.ts';
import { checkJoinCode } from './steps/verify-code.ts';

type SocialJoin = CommandOf<'SocialJoin'>;

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

function joinAccepted(answer: GatewayResult<Ack>): Result<void> {
  return answer.ok ? socialJoinOutcome(answer.value) : { ok: false, rejection: joinFailure(answer.failure) };
}

export function* socialJoinFlow(command: SocialJoin, state: State, now: number): Workflow {
  const { providerEmail, number, phone, form } = joinForm(command, state);
  if (!form.ok) return refuseWith(form.rejection);
  const code = yield* checkJoinCode(state, phone, now);
  if (!code.ok) return code.decision;
  const token = tokenOf(command);
  const answer = yield* ask('gateway', 'socialJoin', {
    ...token,
    phone: number,
    notification_agreement: command.agreements.push,
    efinance_agreement: command.agreements.efinance,
    email: providerEmail === null ? form.value.email : null,
  });
  const joined = joinAccepted(answer);
  if (!joined.ok) return refuseWith(joined.rejection, code.events);
  const email = providerEmail ?? form.value.email;
  const events = [
    ...code.events,
    draft('MemberJoined', { accountOrigin: command.provider, email, phone: number }),
  ];
  return yield* openSession(token, events);
}

export const handleSocialJoin = workflow(socialJoinFlow);
