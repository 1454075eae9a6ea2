import { describe, expect, it } from 'vitest';
import { memberLoggedIn } from '../intents/testing/facts.ts';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { endWithdrawnSession } from './end-withdrawn-session.ts';
import { reacted } from './testing/reacted.ts';

describe('ending a withdrawn account\'s server session (spec 001 §4 "Withdraw ... log out")', () => {
  const answers = { 'gateway.logout': answered(null) };

  it('logs out on the gateway once the account is withdrawn', () => {
    const events = [memberLoggedIn, draft('LoggedOut', { reason: 'withdrawn' })];
    expect(reacted([endWithdrawnSession], events, answers)).toEqual([
      { port: 'gateway', method: 'logout', args: [] },
    ]);
  });

  it("asks nothing for a customer's own or an idle logout (LogOut asks the gateway itself)", () => {
    const events = [
      memberLoggedIn,
      draft('LoggedOut', { reason: 'customer' }),
      memberLoggedIn,
      draft('LoggedOut', { reason: 'idle' }),
    ];
    expect(reacted([endWithdrawnSession], events, answers)).toEqual([]);
  });
});
