// SocialJoin (spec 001 §4 "Social join sets is_signed_up on success", §5, §7 "Social join"): the
// form without e-mail and password, the e-mail asked only when the provider gave none; the phone
// verified for REGISTER; success needs the success flag. Then the provider token opens the
// session as in social login (no "stay logged in?": the customer chose to log in with it).
// Without a SocialJoinRequired for this provider the provider's e-mail is unknown, so it is asked.

import { formAgreements, joinFailure, joinPhone } from '../account/join-phone.ts';
import { socialJoinOutcome, validateJoin } from '../account/join-validation.ts';
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import { type Decision, draft, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import { openSocialSession } from './steps/open-social-session.ts';
import { checkJoinCode } from './steps/verify-code.ts';

export async function handleSocialJoin(ctx: HandlerContext<CommandOf<'SocialJoin'>>): Promise<Decision> {
  const { command, state, ports } = ctx;
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
  if (!form.ok) return refuseWith(form.rejection);
  const code = await checkJoinCode(ctx, phone);
  if (!code.ok) return code.decision;

  const token = { account_origin: command.provider, access_token: command.accessToken.trim() };
  const answer = await ports.gateway.socialJoin({
    ...token,
    phone: number,
    notification_agreement: command.agreements.push,
    efinance_agreement: command.agreements.efinance,
    email: providerEmail === null ? form.value.email : null,
  });
  if (!answer.ok) return refuseWith(joinFailure(answer.failure), code.events);
  const joined = socialJoinOutcome(answer.value);
  if (!joined.ok) return refuseWith(joined.rejection, code.events);
  const email = providerEmail ?? form.value.email;
  const events = [
    ...code.events,
    draft('MemberJoined', { accountOrigin: command.provider, email, phone: number }),
  ];
  return openSocialSession(ports, token, events);
}
