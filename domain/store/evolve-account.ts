// The account events folded into the session (spec 001 §3 "Session login info", §4).
import type { Draft } from 'immer';
import type { EventOf } from '../events/events.ts';
import { initialSession, type SessionState, type State } from './state.ts';

export type AccountEvent = EventOf<
  'LoggedIn' | 'LoggedOut' | 'SocialJoinRequired' | 'MemberJoined' | 'UsernameFound' | 'PasswordInquirySent'
>;

export function evolveAccount(s: Draft<State>, event: AccountEvent): void {
  const session = s.session;
  switch (event.type) {
    case 'LoggedIn':
      session.customerId = event.data.customerId;
      session.anonymous = false;
      session.loggedIn = true;
      session.email = event.data.email;
      session.accountOrigin = event.data.accountOrigin;
      session.accessToken = event.data.accessToken;
      session.maintainLogin = event.data.maintainLogin;
      session.lastLoginPhone = event.data.phone;
      session.signedUp = true;
      session.joinedEmail = null;
      session.socialJoin = null;
      return;
    case 'LoggedOut':
      // A copy of the initial account phone: a later event of a replayed batch may change it in place.
      s.session = {
        ...initialSession,
        accountPhone: { ...initialSession.accountPhone },
        location: session.location,
        locationSetAt: session.locationSetAt,
      } as Draft<SessionState>;
      // User info read afterwards: a guest the server knows by its non-user token keeps that id.
      if (typeof event.data.userInfo === 'object' && !event.data.userInfo.isUser) {
        s.session.customerId = event.data.userInfo.customerId;
        s.session.anonymous = event.data.userInfo.customerId !== null;
      }
      return;
    case 'SocialJoinRequired':
      session.socialJoin = { ...event.data };
      return;
    case 'MemberJoined':
      session.signedUp = true;
      // Only the e-mail join asks "stay logged in?"; a social join logs in at once.
      if (event.data.accountOrigin === 'email') session.joinedEmail = event.data.email;
      else session.socialJoin = null;
      return;
    case 'UsernameFound':
      session.foundUsername = event.data.username;
      return;
    case 'PasswordInquirySent':
      session.passwordInquiryEmail = event.data.email;
      return;
    default: {
      const never: never = event;
      throw new TypeError(`unknown event ${JSON.stringify(never)}`);
    }
  }
}
