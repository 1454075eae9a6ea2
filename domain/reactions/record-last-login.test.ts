import { describe, expect, it } from 'vitest';
import { memberLoggedIn } from '../intents/testing/facts.ts';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { recordLastLogin } from './record-last-login.ts';
import { reacted } from './testing/reacted.ts';

describe('recording the last login (spec 001 §7 "Update last login")', () => {
  const answers = { 'gateway.updateLastLogin': answered({ success: true }) };

  it("records it for this installation's device once a session opens", () => {
    expect(reacted([recordLastLogin], [memberLoggedIn], answers)).toEqual([
      { port: 'gateway', method: 'updateLastLogin', args: [''] },
    ]);
  });

  it('asks nothing for events that open no session', () => {
    const events = [
      draft('LoggedOut', { reason: 'customer' }),
      draft('CustomerIdentified', { customerId: 'guest-1', anonymous: true }),
    ];
    expect(reacted([recordLastLogin], events, answers)).toEqual([]);
  });
});
