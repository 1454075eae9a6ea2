import { describe, expect, it } from 'vitest';
import type { Event } from '../events/events.ts';
import { cheeseBallsInCart } from '../intents/testing/facts.ts';
import { cheeseBallsOrdered, ORDER, progressAt } from '../intents/testing/order-facts.ts';
import { draft, type EventDraft } from './decision.ts';
import { evolve, evolveAll } from './evolve.ts';
import { initialState, PLACED_KEPT } from './state.ts';

const stamped = (events: readonly EventDraft[]) =>
  events.map(
    (e, i) => ({ ...e, metadata: { at: Date.parse('2026-11-21T12:00:00+09:00') + i * 60_000 } }) as Event,
  );

const placed = (orderNumber: string) =>
  draft('OrderPlaced', { orderNumber, total: 15000, outcome: 'thankyou', redirectUrl: null });

describe("the orders' part of evolve", () => {
  it('keeps each order this device placed with the cart it was placed from, the newest first', () => {
    const state = evolveAll(
      initialState,
      stamped([...cheeseBallsOrdered, ...cheeseBallsInCart, placed('2611210002')]),
    );
    expect(
      state.orders.placed.map((p) => [p.orderNumber, p.restaurantName, p.lines.map((l) => l.amount)]),
    ).toEqual([
      ['2611210002', '역삼 황금치킨', [3]],
      [ORDER, '역삼 황금치킨', [3]],
    ]);
  });

  it(`keeps a repeated submit's order once, and at most ${PLACED_KEPT} orders`, () => {
    const many = Array.from({ length: PLACED_KEPT + 3 }, (_, i) =>
      placed(`26112100${String(i).padStart(2, '0')}`),
    );
    const state = evolveAll(
      initialState,
      stamped([...cheeseBallsInCart, placed(ORDER), placed(ORDER), ...many]),
    );
    expect(state.orders.placed).toHaveLength(PLACED_KEPT);
    expect(state.orders.placed[0]?.orderNumber).toBe(`26112100${PLACED_KEPT + 2}`);
  });

  it('gives the same state event by event as in one batch', () => {
    const log = stamped([
      ...cheeseBallsOrdered,
      draft('OrderProgressLoaded', { progress: progressAt('received', 1) }),
      draft('OrderStatusesRead', { statuses: [{ orderNumber: ORDER, status: 'cooking' }] }),
      draft('OrderCancelled', { progress: progressAt('cancelled', 2) }),
      draft('Reordered', { orderNumber: ORDER, changes: [{ kind: 'item-gone', menu: '치즈볼' }] }),
    ]);
    const folded = log.reduce(evolve, initialState);
    expect(evolveAll(initialState, log)).toEqual(folded);
    expect(folded.orders.placed[0]?.status).toBe('cancelled');
    expect(folded.orders.followed?.status).toBe('cancelled');
  });
});
