// A tap on a list card (spec 000 §4 "Restaurant page entry"; issue: a closed card led to a skeleton,
// a popup and home, losing the list).
import { describe, expect, it } from 'vitest';
import { baseRestaurant } from '../ports/in-memory/sample-catalog.ts';
import { cardTap } from './card-tap.ts';

const NOON = '2026-11-21T12:00:00+09:00';
const CLOSED = '현재 배달 서비스가 제공 되지않는 음식점입니다.';

describe('a tap on a restaurant card', () => {
  it('opens an open restaurant, and an app-only one (its page explains it)', () => {
    expect(cardTap(baseRestaurant, NOON)).toEqual({ kind: 'open' });
    expect(cardTap({ ...baseRestaurant, serving_type: 'od', open: false }, NOON)).toEqual({ kind: 'open' });
  });

  it("shows the spec's closed popup over the list, with when the restaurant opens under it", () => {
    const night = { ...baseRestaurant, open: false, open_hours: [{ from: '18:00', to: '04:00' }] };
    expect(cardTap(night, NOON)).toEqual({ kind: 'popup', text: `${CLOSED}\n오후 6:00 오픈` });
    const flagged = { ...baseRestaurant, open: false, open_time_description: '' };
    expect(cardTap(flagged, NOON)).toEqual({ kind: 'popup', text: CLOSED });
  });

  it('shows the unreachable popup for a restaurant that does not deliver to the point', () => {
    expect(cardTap({ ...baseRestaurant, reachable: false }, NOON)).toEqual({
      kind: 'popup',
      text: '현재 위치에서 주문 가능한 음식점이 아닙니다.',
    });
  });

  it('says the popup in English, with when the restaurant opens (issue "English")', () => {
    const night = { ...baseRestaurant, open: false, open_hours: [{ from: '18:00', to: '04:00' }] };
    const popup = cardTap(night, NOON, 'en');
    expect(popup.kind).toBe('popup');
    if (popup.kind !== 'popup') return;
    expect(popup.text).toMatch(/\nOpens at 6:00 PM$/);
    expect(popup.text).not.toMatch(/[가-힣]/);
    expect(cardTap(night, NOON, 'ko')).toEqual({ kind: 'popup', text: `${CLOSED}\n오후 6:00 오픈` });
  });
});
