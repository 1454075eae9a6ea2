import { describe, expect, it } from 'vitest';
import {
  evolvePhoneVerification,
  initialPhoneVerification,
  isPhoneVerified,
  type PhoneVerification,
  type PhoneVerificationEvent,
} from './phone-verification.ts';

const replay = (events: readonly PhoneVerificationEvent[], from = initialPhoneVerification('01012345678')) =>
  events.reduce<PhoneVerification>(evolvePhoneVerification, from);

describe('phone verification', () => {
  it('goes unverified → requested → verified (spec 000 §4 "Phone: unverified, then code requested, then verified.")', () => {
    const requested = replay([{ type: 'requested', at: 1_000, sendCount: 1 }]);
    expect(requested).toEqual({
      status: 'requested',
      phone: '01012345678',
      requestedAt: 1_000,
      sendCount: 1,
    });
    const verified = evolvePhoneVerification(requested, { type: 'verified' });
    expect(verified).toEqual({ status: 'verified', phone: '01012345678' });
    expect(isPhoneVerified(verified)).toBe(true);
    expect(isPhoneVerified(requested)).toBe(false);
  });

  it('keeps the latest request time and send count on a re-request (spec 000 §3 "SMS request result: result, display_message, send_count.")', () => {
    const state = replay([
      { type: 'requested', at: 1_000, sendCount: 1 },
      { type: 'requested', at: 9_000, sendCount: 2 },
    ]);
    expect(state).toMatchObject({ status: 'requested', requestedAt: 9_000, sendCount: 2 });
  });

  it('resets on a new number (spec 000 §4 "Changing the phone resets the requested flag.")', () => {
    const requested = replay([{ type: 'requested', at: 1_000, sendCount: 1 }]);
    expect(evolvePhoneVerification(requested, { type: 'phoneChanged', phone: '01099998888' })).toEqual({
      status: 'unverified',
      phone: '01099998888',
    });
    const verified = replay([{ type: 'verified' }]);
    expect(evolvePhoneVerification(verified, { type: 'phoneChanged', phone: '0109999888' }).status).toBe(
      'unverified',
    );
  });

  it('keeps the state when the same number is retyped with hyphens (spec 000 §4 "Changing the phone resets the requested flag."; decision: same digits is no change)', () => {
    const verified = replay([{ type: 'verified' }]);
    expect(evolvePhoneVerification(verified, { type: 'phoneChanged', phone: '010-1234-5678' })).toEqual({
      status: 'verified',
      phone: '010-1234-5678',
    });
  });
});
