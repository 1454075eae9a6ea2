// Member accounts: join, social join, password and id inquiry, withdrawal (spec 001 §3, §4, §5, §7).
import * as t from 'io-ts';
import { post } from './call-def.ts';
import { closed } from './closed.ts';
import { SocialOrigin } from './member.ts';
import { Ack, nonEmptyText, nullable, PhoneNumber, TextLimit, text, withOptional } from './primitives.ts';

/** The consents are booleans: tos (policy + collect + age 14), sms/email/push marketing, e-finance. */
export const JoinBody = closed('JoinBody', {
  tos: t.boolean,
  email: nonEmptyText(TextLimit.email),
  password: nonEmptyText(TextLimit.line),
  nickname: text(TextLimit.line),
  sms_accept: t.boolean,
  email_accept: t.boolean,
  push_accept: t.boolean,
  phone: PhoneNumber,
  efinance_agreement: t.boolean,
});

/** Join succeeds only when status_code is 'OK' (spec 001 §5); otherwise message is shown. */
export const JoinResult = t.type({ status_code: t.string, message: t.string }, 'JoinResult');

export const SocialJoinBody = closed('SocialJoinBody', {
  account_origin: SocialOrigin,
  access_token: nonEmptyText(TextLimit.token),
  phone: PhoneNumber,
  notification_agreement: t.boolean,
  efinance_agreement: t.boolean,
  /** Null when the provider gave an e-mail already (spec 001 §5). */
  email: nullable(text(TextLimit.email)),
});

/** The success flag (spec 001 §3); message on failure (designed). */
export const SocialJoinResult = withOptional(
  'SocialJoinResult',
  { success: t.boolean },
  { message: t.string },
);

export const PasswordInquiryBody = closed('PasswordInquiryBody', { email: nonEmptyText(TextLimit.email) });

export const IdInquiryBody = closed('IdInquiryBody', {
  phone: PhoneNumber,
  verification_code: text(TextLimit.code),
});

/** Succeeds only if a username comes back (spec 001 §5); designed: null and a message otherwise. */
export const IdInquiryResult = withOptional(
  'IdInquiryResult',
  { username: nullable(t.string) },
  { message: t.string },
);

export const WithdrawReason = t.keyof({
  INFREQUENTLY_USED: null,
  LACK_OF_RESTAURANT: null,
  DISSATISFIED_WITH_DELIVERY_CHARGE: null,
  LACK_OF_DISCOUNTS: null,
  SECURITY_CONCERNS: null,
  ETC: null,
});

/** reason_detail is the free text for ETC (10+ characters, checked by the client), else ''. */
export const WithdrawBody = closed('WithdrawBody', {
  reason_type: WithdrawReason,
  reason_detail: text(TextLimit.free),
});

export const memberAccountCalls = [
  post('member.join', 'api', '/api/v1/sign_up/', { body: JoinBody, response: JoinResult }),
  post('member.social-join', 'api', '/social_auth/sign_up/', {
    body: SocialJoinBody,
    response: SocialJoinResult,
  }),
  /** Answer not shown: designed as Ack (message shown on failure). */
  post('member.password-inquiry', 'api', '/v1/find-password', { body: PasswordInquiryBody, response: Ack }),
  post('member.id-inquiry', 'api', '/v1/find-username', { body: IdInquiryBody, response: IdInquiryResult }),
  post('member.withdraw', 'api', '/v1/withdraw', { body: WithdrawBody, response: Ack }),
] as const;
