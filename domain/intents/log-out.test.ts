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
