// Social join (POST /social_auth/sign_up/): a provider account becomes a member. The rules are the
// join form's for a social join (domain/account/join-validation.ts): the e-mail only when the
// provider shared none (the provider's wins when both are there), a phone verified by SMS in the
// REGISTER context, and the e-finance consent. Consent to notifications sets the SMS, e-mail and
// push marketing consents alike. The nickname is the e-mail's local part. Refusals answer
// success false with the message.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { validateJoin } from '../../domain/account/join-validation.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { phoneProof } from '../sms/phone-proof.ts';
import { requesterOf } from '../sms/requester.ts';
import { memberMessages } from './member-messages.ts';
import { insertMember } from './member-store.ts';
import { socialTokenRefused } from './refusals.ts';
import { linkSocialAccount, providerAccount, socialMember } from './social-provider.ts';

const refused = (message: string) => answer({ success: false, message });

export function registerSocialJoin(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['member.social-join'], async ({ body, auth, request }) => {
    const now = ctx.clock.now();
    const account = await providerAccount(ctx.db, body.account_origin, body.access_token, now);
    if (account === null) return socialTokenRefused();
    const proof = await phoneProof(
      ctx.db,
      ctx.keys.phone(body.phone),
      requesterOf(ctx.keys, auth, request),
      'REGISTER',
      now,
    );
    const checked = validateJoin(
      {
        email: account.email ?? body.email ?? '',
        password: '',
        confirm_password: '',
        phone: body.phone,
        nickname: '',
        sms_verify_code: '',
        agree_policy: true,
        agree_collect: true,
        agree_efinance: body.efinance_agreement,
        agree_14_age: true,
        agree_push: body.notification_agreement,
        agree_all: false,
      },
      { social: true, emailNeeded: account.email === null, phoneVerified: proof.kind === 'verified' },
    );
    if (!checked.ok) {
      const phoneTooOld = checked.rejection.details?.field === 'sms_verify_code' && proof.kind === 'old';
      return refused(phoneTooOld ? memberMessages.OLD_VERIFICATION_CODE : checked.rejection.message);
    }
    const email = checked.value.email;
    const result = await ctx.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `social:${account.provider}:${account.providerUserId}`,
      ]);
      if ((await socialMember(tx, account)) !== null) return memberMessages.SOCIAL_ALREADY_JOINED;
      const customerId = await insertMember(
        tx,
        {
          account_origin: account.provider,
          email,
          password_hash: null,
          phone: body.phone,
          nickname: email.split('@')[0]?.slice(0, 20) || email,
          sms_accept: body.notification_agreement,
          email_accept: body.notification_agreement,
          push_accept: body.notification_agreement,
          efinance_agreement: body.efinance_agreement,
        },
        now,
      );
      if (customerId === null) return memberMessages.EMAIL_TAKEN;
      await linkSocialAccount(tx, account, customerId);
      return null;
    });
    return result === null ? answer({ success: true, message: memberMessages.JOINED }) : refused(result);
  });
}
