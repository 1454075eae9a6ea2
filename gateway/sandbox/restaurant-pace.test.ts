import { describe, expect, it } from 'vitest';
import { foldProgress, type ProgressRow } from '../ordering/progress/progress-fold.ts';
import { dueChange, estimateMinutes, parseOrderPace } from './restaurant-pace.ts';

const T0 = Date.parse('2026-11-21T12:00:00+09:00');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const row = (
  version: number,
  status: ProgressRow['status'],
  at: number,
  extra: Partial<ProgressRow> = {},
): ProgressRow => ({
  order_number: '2611210001',
  version,
  status,
  at: new Date(at),
  estimated_minutes: null,
  cancelled_by: null,
  reason: null,
  refund: null,
  ...extra,
});

const stateOf = (...rows: ProgressRow[]) => {
  const state = foldProgress(rows);
  if (state === null) throw new Error('no rows');
  return state;
};

describe('the sandbox restaurant’s pace', () => {
  it('gives every order number an estimate of 25-40 minutes, the same each time', () => {
    const estimates = Array.from({ length: 500 }, (_, i) =>
      estimateMinutes(`261121${String(i).padStart(4, '0')}`),
    );
    expect(Math.min(...estimates)).toBe(25);
    expect(Math.max(...estimates)).toBe(40);
    expect(estimateMinutes('2611210001')).toBe(estimateMinutes('2611210001'));
  });

  it('at pace 1: accepted after 30 s, cooking at a tenth of the estimate, leaving at six tenths, delivered at the estimate', () => {
    const received = stateOf(row(1, 'received', T0));
    const minutes = estimateMinutes('2611210001');
    expect(dueChange(received, 1)).toEqual({ change: { kind: 'accept', minutes }, atMs: T0 + 30 * SECOND });
    const accepted = stateOf(
      row(1, 'received', T0),
      row(2, 'accepted', T0 + 30 * SECOND, { estimated_minutes: 30 }),
    );
    expect(dueChange(accepted, 1)).toEqual({ change: { kind: 'cook' }, atMs: T0 + 30 * SECOND + 3 * MINUTE });
    const cooking = stateOf(
      row(1, 'received', T0),
      row(2, 'accepted', T0 + 30 * SECOND, { estimated_minutes: 30 }),
      row(3, 'cooking', T0 + 4 * MINUTE),
    );
    expect(dueChange(cooking, 1)).toEqual({
      change: { kind: 'depart' },
      atMs: T0 + 30 * SECOND + 18 * MINUTE,
    });
    const delivering = stateOf(
      row(1, 'received', T0),
      row(2, 'accepted', T0 + 30 * SECOND, { estimated_minutes: 30 }),
      row(3, 'cooking', T0 + 4 * MINUTE),
      row(4, 'delivering', T0 + 19 * MINUTE),
    );
    expect(dueChange(delivering, 1)).toEqual({
      change: { kind: 'deliver' },
      atMs: T0 + 30 * SECOND + 30 * MINUTE,
    });
    expect(dueChange(stateOf(...[row(1, 'received', T0), row(2, 'delivered', T0 + MINUTE)]), 1)).toBeNull();
  });

  it('runs n times faster at pace n, and never dates a change before the order’s latest', () => {
    expect(dueChange(stateOf(row(1, 'received', T0)), 60)?.atMs).toBe(T0 + 500);
    // accepted by hand late, at 40 of its 30 minutes: cooking is due at once, not in the past
    const late = stateOf(
      row(1, 'received', T0),
      row(2, 'accepted', T0, { estimated_minutes: 30 }),
      row(3, 'cooking', T0 + 40 * MINUTE),
    );
    expect(dueChange(late, 1)?.atMs).toBe(T0 + 40 * MINUTE);
  });

  it('holds every order under hold, but the PG still refunds a cancelled online order 10 s on', () => {
    expect(dueChange(stateOf(row(1, 'received', T0)), 'hold')).toBeNull();
    const cancelled = stateOf(
      row(1, 'received', T0),
      row(2, 'cancelled', T0 + SECOND, { cancelled_by: 'customer', reason: '', refund: 'pending' }),
    );
    expect(dueChange(cancelled, 'hold')).toEqual({ change: { kind: 'refund' }, atMs: T0 + 11 * SECOND });
    expect(dueChange(cancelled, 10)?.atMs).toBe(T0 + 2 * SECOND);
    const refunded = stateOf(
      row(1, 'received', T0),
      row(2, 'cancelled', T0 + SECOND, { cancelled_by: 'customer', reason: '', refund: 'pending' }),
      row(3, 'cancelled', T0 + 11 * SECOND, { cancelled_by: 'customer', reason: '', refund: 'refunded' }),
    );
    expect(dueChange(refunded, 1)).toBeNull();
    // a refund is a change, not a step
    expect(refunded.steps.map((s) => s.status)).toEqual(['received', 'cancelled']);
    expect(refunded.version).toBe(3);
  });

  it('reads --order-pace as a number above 0 or hold', () => {
    expect(parseOrderPace('60')).toBe(60);
    expect(parseOrderPace('0.5')).toBe(0.5);
    expect(parseOrderPace('hold')).toBe('hold');
    for (const bad of ['0', '-1', 'fast', '', 'Infinity', '1e9']) expect(parseOrderPace(bad)).toBeNull();
  });
});
