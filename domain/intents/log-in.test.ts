import { describe, expect, it } from 'vitest';
import { accountTest } from './testing/account-fixtures.ts';

describe('LogIn and LogOut (spec 001 §4 "Login", "Logout")', () => {
  it('logs a member in and out (spec 001 §4 "Logout. Clears user, login and social info in the session and removes the access token.")', async () => {
    const { store, run } = accountTest();
    const [login] = await run({ type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' });
    expect(login?.status).toBe('accepted');
    expect(store.projections().session).toMatchObject({
      loggedIn: true,
      signedUp: true,
      customerId: '900001',
    });

    const [logout] = await run({ type: 'LogOut' });
    expect(logout?.events.map((e) => e.data)).toEqual([{ reason: 'customer' }]);
    expect(store.projections().session).toMatchObject({ loggedIn: false, signedUp: false, customerId: null });
  });

  it('keeps a withdrawal-reserved member logged out (spec 001 §6 "Members flagged WITHDRAWAL_RESERVED count as not logged in.")', async () => {
    const { store, run } = accountTest();
    const [outcome] = await run({ type: 'LogIn', email: 'leaving@example.com', password: 'Jumun!2026' });
    expect(outcome).toMatchObject({
      status: 'rejected',
      rejection: { code: 'WITHDRAWAL_RESERVED' },
      events: [],
    });
    expect(store.projections().session.loggedIn).toBe(false);
  });
});
