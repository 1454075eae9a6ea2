import { describe, expect, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { decide } from './log-out.ts';
import { memberLoggedIn, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('LogOut', () => {
  it('records the member logged out (spec 001 §4 "Logout")', async () => {
    await given([memberLoggedIn])
      .when({ type: 'LogOut' })
      .then({ events: [draft('LoggedOut', { reason: 'customer' })] });
  });

  it('records an idle logout as such (spec 001 §4 "Session idle")', async () => {
    const { ports } = await given([memberLoggedIn])
      .when({ type: 'LogOut', idle: true })
      .then({ events: [draft('LoggedOut', { reason: 'idle' })] });
    expect(ports.gateway.calls.get('logout')).toBeDefined();
  });

  // Logging out never refuses: the local session ends whatever the server says.
  it('records nothing and asks nothing of the server for a guest', async () => {
    const { ports } = await given().when({ type: 'LogOut' }).then({ events: [] });
    expect(ports.gateway.calls.get('logout')).toBeUndefined();
  });

  it('decides from the state alone', () => {
    expect(decide({ type: 'LogOut' }, stateOf([memberLoggedIn]), null).events).toEqual([
      draft('LoggedOut', { reason: 'customer' }),
    ]);
  });
});
