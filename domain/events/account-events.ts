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
export const LoggedOut = event(
  'LoggedOut',
  t.type({ reason: t.keyof({ customer: null, idle: null, withdrawn: null }) }),
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
