import { describe, expect, it } from 'vitest';
import {
  addToLocationHistory,
  decideLocationChange,
  isLocationSet,
  type Location,
  type LocationCandidate,
  type LocationChange,
} from './location.ts';

const min = 60_000;
const now = Date.UTC(2026, 10, 10, 3);
const candidate: LocationCandidate = {
  address: '서울특별시 강남구 역삼동 823',
  address_input: '역삼동 823',
  point: { lat: 37.498168, lng: 127.02761 },
  method: 'manual',
};
const stored = (address: string, zipcode = '06236', updated_at = now): Location => ({
  ...candidate,
  address,
  zipcode,
  updated_at,
  district: address.split(' '),
});
const change = (over: Partial<LocationChange>): LocationChange => ({
  candidate,
  availability: { kind: 'answered', zip_code: '06236' },
  cartZipcode: null,
  screen: 'home',
  history: [],
  now,
  ...over,
});

describe('location is set', () => {
  const SET =
    'spec 001 §5 "Location is set when address and zipcode exist, and expires after a configured lifetime."';

  it(`is set with address and zipcode within 20 minutes (${SET})`, () => {
    expect(isLocationSet(stored('서울 강남구'), now + 20 * min - 1)).toBe(true);
  });

  it(`expires after the 20-minute session lifetime (spec 000 §9 "Session location lifetime | 20 min")`, () => {
    expect(isLocationSet(stored('서울 강남구'), now + 20 * min)).toBe(false);
  });

  it(`is not set without address or zipcode (${SET})`, () => {
    expect(isLocationSet(stored('', '06236'), now)).toBe(false);
    expect(isLocationSet(stored('서울 강남구', ''), now)).toBe(false);
    expect(isLocationSet(null, now)).toBe(false);
  });
});

describe('location search history', () => {
  const KEEPS = 'spec 001 §3 "Search history keeps up to 5 entries."';

  it(`puts the newest first and keeps 5 (${KEEPS})`, () => {
    let history: Location[] = [];
    for (const a of ['a', 'b', 'c', 'd', 'e', 'f']) history = addToLocationHistory(history, stored(a));
    expect(history.map((h) => h.address)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it(`moves a repeated address to the front instead of duplicating it (${KEEPS})`, () => {
    const history = addToLocationHistory([stored('a'), stored('b'), stored('c')], stored(' b '));
    expect(history.map((h) => h.address.trim())).toEqual(['b', 'a', 'c']);
  });
});

describe('location change', () => {
  it('stores a location with a valid zip code and updates history (spec 001 §4 "Valid zip code: the location is stored, history updated, redirect performed.")', () => {
    const decision = decideLocationChange(change({ history: [stored('old')] }));
    expect(decision.kind).toBe('apply');
    if (decision.kind !== 'apply') return;
    expect(decision.location.zipcode).toBe('06236');
    expect(decision.location.updated_at).toBe(now);
    expect(decision.location.district).toEqual(['서울특별시', '강남구', '역삼동', '823']);
    expect(decision.history.map((h) => h.address)).toEqual([candidate.address, 'old']);
    expect(decision.checked).toBe(true);
    expect(decision.clearCart).toBe(false);
  });

  it('clears a cart for another zip code off checkout (spec 001 §4 "If the delivery zip code differs from the cart\'s and the screen is not checkout, the cart is cleared.")', () => {
    const decision = decideLocationChange(change({ cartZipcode: '04524', screen: 'restaurant' }));
    expect(decision.kind === 'apply' && decision.clearCart).toBe(true);
  });

  it('keeps the cart on checkout or for the same zip code (spec 001 §4 "If the delivery zip code differs from the cart\'s and the screen is not checkout, the cart is cleared.")', () => {
    const onCheckout = decideLocationChange(change({ cartZipcode: '04524', screen: 'checkout' }));
    expect(onCheckout.kind === 'apply' && onCheckout.clearCart).toBe(false);
    const same = decideLocationChange(change({ cartZipcode: '06236' }));
    expect(same.kind === 'apply' && same.clearCart).toBe(false);
  });

  it('accepts a numeric zip_code from the server (spec 001 §3 "Restaurant-availability response: zip_code, message")', () => {
    const decision = decideLocationChange(change({ availability: { kind: 'answered', zip_code: 135080 } }));
    expect(decision.kind === 'apply' && decision.location.zipcode).toBe('135080');
  });

  it('shows "not a service area" without a zip code (spec 001 §5 "A location without a delivery-available zip code shows the server message or that the service area is unavailable.")', () => {
    const decision = decideLocationChange(change({ availability: { kind: 'answered', zip_code: null } }));
    expect(decision).toEqual({
      kind: 'reject',
      rejection: { code: 'NOT_SERVICE_AREA', message: '서비스 지역이 아닙니다.' },
    });
  });

  it('prefers the server message (spec 001 §5 "shows the server message or that the service area is unavailable")', () => {
    const decision = decideLocationChange(
      change({ availability: { kind: 'answered', zip_code: '', message: '배달 가능한 지역이 아닙니다.' } }),
    );
    expect(decision.kind === 'reject' && decision.rejection.message).toBe('배달 가능한 지역이 아닙니다.');
  });

  it('proceeds on an availability error, keeping the cart without a known zip (spec 001 §4 "Availability error: proceeds anyway.")', () => {
    const decision = decideLocationChange(change({ availability: { kind: 'failed' }, cartZipcode: '04524' }));
    expect(decision.kind).toBe('apply');
    if (decision.kind !== 'apply') return;
    expect(decision.checked).toBe(false);
    expect(decision.location.zipcode).toBe('');
    expect(decision.clearCart).toBe(false);
    const withZip = decideLocationChange(
      change({
        availability: { kind: 'failed' },
        candidate: { ...candidate, zipcode: '06236' },
        cartZipcode: '04524',
      }),
    );
    expect(withZip.kind === 'apply' && withZip.clearCart).toBe(true);
  });
});
