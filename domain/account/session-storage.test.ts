import { describe, expect, it } from 'vitest';
import { initialSession } from '../store/state.ts';
import { sessionStorageWrites, storedEvent } from './session-storage.ts';

const member = {
  ...initialSession,
  loggedIn: true,
  customerId: '900001',
  email: 'minji@example.com',
  accountOrigin: 'email' as const,
  signedUp: true,
  maintainLogin: false,
  lastLoginPhone: '01012345678',
};

describe('the session kept in browser storage (spec 001 §3 "Browser storage")', () => {
  it('writes user info, login info, the last login and maintain_login for a member', () => {
    const writes = sessionStorageWrites(member);
    expect(JSON.parse(writes.userInfo ?? '')).toEqual({
      customer_id: '900001',
      is_user: true,
      email: 'minji@example.com',
    });
    expect(JSON.parse(writes.loginInfo ?? '')).toMatchObject({ account_origin: 'email', is_signed_up: true });
    expect(JSON.parse(writes.lastLogin ?? '')).toEqual({
      id: 'minji@example.com',
      sessionid: '900001',
      phone: '01012345678',
    });
    expect(writes.maintainLogin).toBe('false');
  });

  it('holds no token', () => {
    const text = JSON.stringify(sessionStorageWrites({ ...member }));
    expect(text).not.toMatch(/token/i);
  });

  it('removes exactly the logout list when logged out, keeping maintain_login (spec 001 §4 "Logout")', () => {
    expect(sessionStorageWrites(initialSession)).toEqual({
      userInfo: null,
      loginInfo: null,
      lastLogin: null,
    });
    expect(sessionStorageWrites({ ...member, loggedIn: false })).toEqual({
      userInfo: null,
      loginInfo: null,
      lastLogin: null,
    });
  });
});

describe('the stored log', () => {
  it('keeps no access token of a login, and other events as they are', () => {
    const login = {
      type: 'LoggedIn',
      data: {
        customerId: '900001',
        email: 'minji@example.com',
        accountOrigin: 'email',
        accessToken: 'secret-jwt',
        maintainLogin: true,
        phone: null,
      },
      metadata: { at: 1 },
    } as const;
    expect(storedEvent(login)).toEqual({ ...login, data: { ...login.data, accessToken: '' } });
    const out = { type: 'LoggedOut', data: { reason: 'customer' }, metadata: { at: 2 } } as const;
    expect(storedEvent(out)).toBe(out);
  });
});
