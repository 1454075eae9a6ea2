// Idle logout (spec 001 §4 "Session idle", §9 "Idle logout | 30 min"). Decisions: only a logged-in
// session is logged out (a guest has nothing to end); at exactly 30 minutes the session ends.
import { MINUTE_MS } from '../content/seoul-time.ts';
import type { Rejection } from '../result.ts';
import { rejection } from '../result.ts';
import type { RouteName } from '../routes/route-table.ts';
import { type IdleSession, isIdleTracked } from './idle-tracking.ts';

export const IDLE_LOGOUT_MS = 30 * MINUTE_MS;

/** What counts as activity: key, click, scroll or hash change (spec 001 §4). */
export const IDLE_ACTIVITY_EVENTS = ['keydown', 'click', 'scroll', 'hashchange'] as const;

export type IdleDecision =
  | { readonly kind: 'stay' }
  | {
      readonly kind: 'logout';
      readonly notice: Rejection;
      /** On cart or checkout: the notice offers to log in again and return to the previous path;
       * closing reloads. Elsewhere it is a plain notice. */
      readonly offerRelogin: boolean;
    };

export function decideIdle(
  session: IdleSession,
  lastActivityAt: number,
  now: number,
  screen: RouteName,
): IdleDecision {
  if (!isIdleTracked(session) || now - lastActivityAt < IDLE_LOGOUT_MS) return { kind: 'stay' };
  const offerRelogin = screen === 'cart' || screen === 'checkout';
  return {
    kind: 'logout',
    notice: rejection(offerRelogin ? 'IDLE_LOGOUT_RELOGIN' : 'IDLE_LOGOUT'),
    offerRelogin,
  };
}
