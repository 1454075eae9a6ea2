// The session projection (`session.loggedIn`, `session.location`, ...) and what the account
// screens show: signed-up state, the pending social join, the join / id inquiry phone, inquiries.
import type { Location } from '../events/events.ts';
import type { AccountSmsContext, PhoneStatus, State } from '../store/state.ts';

export interface SessionView {
  readonly loggedIn: boolean;
  readonly customerId: string | null;
  readonly email: string | null;
  readonly accountOrigin: 'email' | 'naver' | 'kakao' | null;
  readonly location: Location | null;
  readonly restaurantId: number | null;
  readonly restaurantName: string | null;
  /** spec 001 §3 is_signed_up. */
  readonly signedUp: boolean;
  readonly maintainLogin: boolean;
  /** Just joined with this e-mail; "stay logged in?" is open. */
  readonly joinedEmail: string | null;
  /** The social join form is next for this provider account. */
  readonly socialJoin: { readonly provider: 'naver' | 'kakao'; readonly email: string | null } | null;
  readonly accountPhone: {
    readonly context: AccountSmsContext | null;
    readonly number: string;
    readonly status: PhoneStatus;
    readonly requestedAt: number | null;
    readonly sendCount: number;
  };
  readonly foundUsername: string | null;
  readonly passwordInquiryEmail: string | null;
}

export function viewSession(state: State): SessionView {
  const { session, catalog } = state;
  const phone = session.accountPhone;
  return {
    loggedIn: session.loggedIn,
    customerId: session.customerId,
    email: session.email,
    accountOrigin: session.accountOrigin,
    location: session.location,
    restaurantId: catalog?.restaurant.id ?? null,
    restaurantName: catalog?.restaurant.name ?? null,
    signedUp: session.signedUp,
    maintainLogin: session.maintainLogin,
    joinedEmail: session.joinedEmail,
    socialJoin: session.socialJoin,
    accountPhone: {
      context: phone.context,
      number: phone.number,
      status: phone.status,
      requestedAt: phone.requestedAt,
      sendCount: phone.sendCount,
    },
    foundUsername: session.foundUsername,
    passwordInquiryEmail: session.passwordInquiryEmail,
  };
}
