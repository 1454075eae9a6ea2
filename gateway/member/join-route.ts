// E-mail join (POST /api/v1/sign_up/). The join form's rules (domain/account/join-validation.ts,
// with the password rules of spec 000) are checked again here, since a client can skip them:
// tos stands for the policy, collection and age-14 consents; the e-finance consent is required;
// the phone must have passed an SMS check in the REGISTER context within the last 30 minutes.
// Answers are always 200 with status_code 'OK' or the rule's code and its Korean message
// (spec 001 §5 "Join succeeds only when status_code is OK"); a verification that is too old says
// so (OLD_VERIFICATION_CODE, "old_vericode"). The consents to SMS, e-mail and push are stored.
// Decision: passwords over 72 bytes are refused (bcrypt would silently ignore the rest). The join
// answers no session (the wire's JoinResult has none): the client logs in with what was typed.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { validateJoin } from '../../domain/account/join-validation.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { phoneProof } from '../sms/phone-proof.ts';
import { requesterOf } from '../sms/requester.ts';
import { memberMessages } from './member-messages.ts';
import { insertMember } from './member-store.ts';

export const PASSWORD_MAX_BYTES = 72;

const result = (status_code: string, message: string) => answer({ status_code, message });

export function registerJoinRoute(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['member.join'], async ({ body, auth, request }) => {
    const now = ctx.clock.now();
    const proof = await phoneProof(
      ctx.db,
      ctx.keys.phone(body.phone),
      requesterOf(ctx.keys, auth, request),
      'REGISTER',
      now,
    );
    const checked = validateJoin(
      {
        email: body.email,
        password: body.password,
        confirm_password: body.password,
        phone: body.phone,
        nickname: body.nickname,
        sms_verify_code: '',
        agree_policy: body.tos,
        agree_collect: body.tos,
        agree_efinance: body.efinance_agreement,
        agree_14_age: body.tos,
        agree_push: body.push_accept,
        agree_all: false,
      },
      { social: false, emailNeeded: true, phoneVerified: proof.kind === 'verified' },
    );
    if (!checked.ok) {
      if (checked.rejection.details?.field === 'sms_verify_code' && proof.kind === 'old')
        return result('OLD_VERIFICATION_CODE', memberMessages.OLD_VERIFICATION_CODE);
      return result(checked.rejection.code, checked.rejection.message);
    }
    if (Buffer.byteLength(body.password, 'utf8') > PASSWORD_MAX_BYTES)
      return result('PASSWORD_TOO_LONG', memberMessages.PASSWORD_TOO_LONG);
    const form = checked.value;
    const passwordHash = await ctx.passwords.hash(body.password, ctx.bcryptCost);
    const customerId = await ctx.db.transaction((tx) =>
      insertMember(
        tx,
        {
          account_origin: 'email',
          email: form.email,
          password_hash: passwordHash,
          phone: body.phone,
          nickname: form.nickname,
          sms_accept: body.sms_accept,
          email_accept: body.email_accept,
          push_accept: body.push_accept,
          efinance_agreement: body.efinance_agreement,
        },
        now,
      ),
    );
    if (customerId === null) return result('EMAIL_TAKEN', memberMessages.EMAIL_TAKEN);
    return result('OK', memberMessages.JOINED);
  });
}
