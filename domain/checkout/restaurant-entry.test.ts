import { describe, expect, it } from 'vitest';
import { restaurantEntry } from './restaurant-entry.ts';

const open = { serving_type: 'vd' as const, open: true, reachable: true };

describe('restaurant page entry', () => {
  it('enters an open, reachable delivery restaurant (spec 000 §5 "Ordering preconditions: cookies enabled, an open restaurant, a set location, and a restaurant that reaches the address.")', () => {
    expect(restaurantEntry({ restaurant: open, staffView: false })).toEqual({ kind: 'enter' });
  });

  it('sends app-only restaurants home (spec 000 §8 "App-only restaurant: "해당 매장은 모바일 앱에서만 주문하실 수 있습니다." then redirect home.")', () => {
    for (const staffView of [false, true]) {
      const entry = restaurantEntry({ restaurant: { ...open, serving_type: 'od' }, staffView });
      expect(entry).toMatchObject({
        kind: 'app-only',
        redirect: '/',
        rejection: { message: '해당 매장은 모바일 앱에서만 주문하실 수 있습니다.' },
      });
    }
  });

  it('shows a popup for closed or unreachable restaurants (spec 000 §4 "A closed restaurant (partner-place entry) or an unreachable one shows a popup and suppresses menu detail. Confirming returns to the list.")', () => {
    expect(restaurantEntry({ restaurant: { ...open, open: false }, staffView: false })).toMatchObject({
      kind: 'popup',
      onConfirm: 'list',
      rejection: { code: 'RESTAURANT_CLOSED' },
    });
    expect(restaurantEntry({ restaurant: { ...open, reachable: false }, staffView: false })).toMatchObject({
      kind: 'popup',
      rejection: { message: '현재 위치에서 주문 가능한 음식점이 아닙니다.' },
    });
  });

  it('skips the open and reachable checks for staff (spec 000 §4 "In the staff view the open and reachable checks are skipped.")', () => {
    const entry = restaurantEntry({
      restaurant: { ...open, open: false, reachable: false },
      staffView: true,
    });
    expect(entry).toEqual({ kind: 'enter' });
  });
});
