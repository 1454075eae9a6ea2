import { describe, expect, it } from 'vitest';
import { isLoggedIn, LOGOUT_CLEARED_KEYS, sessionRole } from './session-state.ts';

describe('session state', () => {
  it('is logged in with an access token (spec 001 §6 "Every request carries a bearer authorization header from the stored access token")', () => {
    expect(isLoggedIn({ access_token: 'jwt', account_origin: 'email' })).toBe(true);
    expect(isLoggedIn({ access_token: '' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });

  it('treats WITHDRAWAL_RESERVED as not logged in (spec 001 §6 "Members flagged WITHDRAWAL_RESERVED count as not logged in.")', () => {
    expect(isLoggedIn({ access_token: 'jwt', state: 'WITHDRAWAL_RESERVED' })).toBe(false);
    expect(sessionRole({ access_token: 'jwt', state: 'WITHDRAWAL_RESERVED' })).toBe('guest');
  });

  it('treats an anonymous token as a guest (spec 001 §6 "Visitors, including anonymous ones with a non-user token, may browse and order.")', () => {
    expect(isLoggedIn({ access_token: 'anon' }, { is_user: false })).toBe(false);
    expect(sessionRole({ access_token: 'jwt' }, { is_user: true })).toBe('member');
  });

  it('clears user, login and last-login data on logout (spec 001 §4 "Clears user, login and social info in the session and removes the access token. It also clears the last-login id, session id and phone")', () => {
    expect(LOGOUT_CLEARED_KEYS).toEqual(['userInfo', 'loginInfo', 'lastLogin']);
  });
});
