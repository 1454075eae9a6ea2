// What the browser keeps of the member's session (spec 001 §3 "Browser storage": session user_info
// and login_info; local maintain_login and the last login), written from the session state after
// every change. Logged out, the keys of LOGOUT_CLEARED_KEYS are removed (spec 001 §4 "Logout.
// Clears user, login and social info in the session ... also clears the last-login id, session id
// and phone"). Decisions:
// - No token is ever in these values: the HTTP adapter keeps the bearer token under its own keys
//   (and removes them at logout); login_info says who is logged in, not how to act as them.
// - maintain_login is the customer's remembered choice: written at each login, kept at logout.
// - The last login's session id is the customer id of the session (the gateway issues no other).
import type { Event } from '../events/events.ts';
import { STORAGE_KEYS, type StorageKeyName } from '../storage-lifetimes.ts';
import type { SessionState } from '../store/state.ts';
import { LOGOUT_CLEARED_KEYS } from './session-state.ts';

/** A storage key's value to write, or null to remove it; a key left out is not touched. */
export type StorageWrites = Partial<Record<StorageKeyName, string | null>>;

type SessionFacts = Pick<
  SessionState,
  'loggedIn' | 'customerId' | 'email' | 'accountOrigin' | 'signedUp' | 'maintainLogin' | 'lastLoginPhone'
>;

export function sessionStorageWrites(session: SessionFacts): StorageWrites {
  if (!session.loggedIn || session.customerId === null) {
    return Object.fromEntries(LOGOUT_CLEARED_KEYS.map((k) => [k, null])) as StorageWrites;
  }
  const { customerId, email, accountOrigin } = session;
  return {
    userInfo: JSON.stringify({ customer_id: customerId, is_user: true, email }),
    loginInfo: JSON.stringify({
      account_origin: accountOrigin,
      is_signed_up: session.signedUp,
      state: null,
      email,
    }),
    lastLogin: JSON.stringify({ id: email, sessionid: customerId, phone: session.lastLoginPhone }),
    maintainLogin: String(session.maintainLogin),
  };
}

/** Each write with its storage area and key. */
export function storageWriteList(writes: StorageWrites) {
  return (Object.entries(writes) as [StorageKeyName, string | null][]).map(([name, value]) => ({
    ...STORAGE_KEYS[name],
    value,
  }));
}

/**
 * An event as the browser stores it in its log: a LoggedIn keeps no access token (the log outlives
 * a logout, the token must not; nothing replayed reads it). Other events are answered as they are.
 */
export function storedEvent(event: Event): Event {
  if (event.type !== 'LoggedIn' || event.data.accessToken === '') return event;
  return { ...event, data: { ...event.data, accessToken: '' } };
}
