// Id and password inquiry (spec 001 §7).
// - Password inquiry answers the same for known and unknown e-mails (success, "a reset guide was
//   sent"), so it cannot be used to find out who is a member; only a malformed e-mail is refused
//   (success false with the message, which the client shows, spec 001 §8). No mail leaves the
//   reference gateway.
// - Id inquiry needs a FIND_EMAIL SMS check of the phone by the same requester (sms/requester.ts)
//   within the last 30 minutes and that check's code as verification_code. A wrong code counts
//   against the same code's tries as the check did, so the inquiry cannot be used to guess codes. It answers the e-mail of the member
//   with that phone (the most recent to join), masked; withdrawal-reserved members are not found.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { validatePasswordInquiry } from '../../domain/account/inquiry.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { phoneProof } from '../sms/phone-proof.ts';
import { requesterOf } from '../sms/requester.ts';
import { countTry, maxTries } from '../sms/sms-store.ts';
import { memberMessages } from './member-messages.ts';
import { membersByPhone } from './member-store.ts';
import { isWithdrawalReserved } from './session.ts';

/** `minji@example.com` → `mi***@example.com`; a one- or two-letter name keeps its first letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  const kept = [...local].slice(0, local.length > 2 ? 2 : 1).join('');
  return `${kept}***${domain}`;
}

export function registerInquiryRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['member.password-inquiry'], async ({ body }) => {
    const checked = validatePasswordInquiry(body.email);
    if (!checked.ok) return answer({ success: false, message: checked.rejection.message });
    return answer({ success: true, message: memberMessages.PASSWORD_INQUIRY_SENT });
  });

  serveCall(app, ctx.serve, calls['member.id-inquiry'], async ({ body, auth, request }) => {
    const now = ctx.clock.now();
    const notVerified = answer({ username: null, message: memberMessages.ID_NOT_VERIFIED });
    const proof = await phoneProof(
      ctx.db,
      ctx.keys.phone(body.phone),
      requesterOf(ctx.keys, auth, request),
      'FIND_EMAIL',
      now,
    );
    if (proof.kind !== 'verified') return notVerified;
    if (proof.check.tries >= (await maxTries(ctx.db))) return notVerified;
    if (proof.check.code !== body.verification_code) {
      await countTry(ctx.db, proof.check.id);
      return notVerified;
    }
    const member = (await membersByPhone(ctx.db, body.phone)).find((m) => !isWithdrawalReserved(m));
    if (member === undefined) return answer({ username: null, message: memberMessages.ID_NOT_FOUND });
    return answer({ username: maskEmail(member.email) });
  });
}
