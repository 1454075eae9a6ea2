import { describe, expect, it } from 'vitest';
import { cameBackUnpaid, verificationHolds } from './next-order.ts';

describe('the order after a placed one (spec 000 §8 "다시 결제해주세요")', () => {
  const online = (outcome: 'payment-url' | 'wallet' | 'mobile-card') => ({ outcome, orderNumber: 'N1' });

  it('is the same checkout again when an online order was not paid', () => {
    expect(cameBackUnpaid(online('payment-url'), null)).toBe(true);
    expect(cameBackUnpaid(online('wallet'), null)).toBe(true);
    expect(cameBackUnpaid(online('mobile-card'), 'N0')).toBe(true);
  });

  it('starts over after a completed order: paid on site, or the thank-you page loaded it', () => {
    expect(cameBackUnpaid({ outcome: 'thankyou', orderNumber: 'N1' }, null)).toBe(false);
    expect(cameBackUnpaid(online('payment-url'), 'N1')).toBe(false);
    expect(cameBackUnpaid(null, null)).toBe(false);
  });

  it('keeps a verified phone within the local storage lifetime of 10 minutes from its code (spec 000 §9)', () => {
    const at = Date.parse('2026-11-21T12:00:00+09:00');
    const verified = { status: 'verified' as const, requestedAt: at };
    expect(verificationHolds(verified, at + 10 * 60_000)).toBe(true);
    expect(verificationHolds(verified, at + 10 * 60_000 + 1)).toBe(false);
    expect(verificationHolds({ status: 'requested', requestedAt: at }, at)).toBe(false);
    expect(verificationHolds({ status: 'verified', requestedAt: null }, at)).toBe(false);
  });
});
