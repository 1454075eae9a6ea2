// Account facts (spec 001 §4): logging in and out, joining, the inquiries' answers.
import * as t from 'io-ts';
import { AccountOriginC, nullable, SocialProviderC } from '../codecs/primitives.ts';
import { event } from './event.ts';

/** passwordChangeRequired (absent: false) is the server's password_change_required: the login
 * screen shows the change notice (spec 001 §4). */
export const LoggedIn = event(
  'LoggedIn',
  t.intersection([
    t.type({
      customerId: t.string,
      email: t.string,
      accountOrigin: AccountOriginC,
      accessToken: t.string,
      maintainLogin: t.boolean,
      phone: nullable(t.string),
    }),
    t.partial({ passwordChangeRequired: t.boolean }),
  ]),
);
/**
 * What the server says of the session once logged out (spec 001 §4 "refreshes user info"): a guest
 * (with the id of its non-user token, or none), still a member (the server kept the session), or
 * no answer.
 */
export const UserInfoAfterLogout = t.union([
  t.type({ isUser: t.boolean, customerId: nullable(t.string) }),
  t.literal('unavailable'),
]);
/**
 * reason: who ended it. A LogOut also records, when the session came from a social login, whether
 * the provider's session ended (`providerLogout`), and the user info read afterwards (`userInfo`);
 * a withdrawal or a refused social login records neither.
 */
export const LoggedOut = event(
  'LoggedOut',
  t.intersection([
    t.type({ reason: t.keyof({ customer: null, idle: null, withdrawn: null }) }),
    t.partial({
      providerLogout: t.keyof({ ended: null, failed: null }),
      userInfo: UserInfoAfterLogout,
    }),
  ]),
);
/** Social login found the provider account not joined: the shell shows the social join form. */
export const SocialJoinRequired = event(
  'SocialJoinRequired',
  t.type({ provider: SocialProviderC, email: nullable(t.string) }),
);
/** A join (e-mail or social) succeeded: the visitor is signed up. */
export const MemberJoined = event(
  'MemberJoined',
  t.type({ accountOrigin: AccountOriginC, email: nullable(t.string), phone: t.string }),
);
export const UsernameFound = event('UsernameFound', t.type({ phone: t.string, username: t.string }));
export const PasswordInquirySent = event('PasswordInquirySent', t.type({ email: t.string }));
