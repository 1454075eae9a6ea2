import { describe, expect, it } from 'vitest';
import { prefilledPhone } from './phone-prefill.ts';

describe('the phone a checkout opens with (spec 000 §4 "Phone")', () => {
  it("takes a member's last-login phone when nothing was typed", () => {
    expect(prefilledPhone({ checkoutPhone: '', loggedIn: true, lastLoginPhone: '01012345678' })).toBe(
      '01012345678',
    );
  });
  it('keeps the phone of the last checkout', () => {
    expect(
      prefilledPhone({ checkoutPhone: '01099998888', loggedIn: true, lastLoginPhone: '01012345678' }),
    ).toBe('01099998888');
  });
  it('leaves it empty for a guest and a member without a phone', () => {
    expect(prefilledPhone({ checkoutPhone: '', loggedIn: false, lastLoginPhone: '01012345678' })).toBe('');
    expect(prefilledPhone({ checkoutPhone: '', loggedIn: true, lastLoginPhone: null })).toBe('');
  });
});
