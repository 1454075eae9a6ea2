// The session projection (`session.loggedIn`, `session.location`, ...).
import type { Location } from '../events/events.ts';
import type { State } from '../store/state.ts';

export interface SessionView {
  readonly loggedIn: boolean;
  readonly customerId: string | null;
  readonly email: string | null;
  readonly accountOrigin: 'email' | 'naver' | 'kakao' | null;
  readonly location: Location | null;
  readonly restaurantId: number | null;
  readonly restaurantName: string | null;
}

export function viewSession(state: State): SessionView {
  const { session, catalog } = state;
  return {
    loggedIn: session.loggedIn,
    customerId: session.customerId,
    email: session.email,
    accountOrigin: session.accountOrigin,
    location: session.location,
    restaurantId: catalog?.restaurant.id ?? null,
    restaurantName: catalog?.restaurant.name ?? null,
  };
}
