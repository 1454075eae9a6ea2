import { describe, expect, it } from 'vitest';
import { allows, type Change, foldProgress, type ProgressRow, wireProgress } from './progress-fold.ts';

const T0 = Date.parse('2026-11-21T12:00:00+09:00');
const MINUTE = 60_000;

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

const along: ProgressRow[] = [
  row(1, 'received', T0),
  row(2, 'accepted', T0 + MINUTE, { estimated_minutes: 30 }),
  row(3, 'cooking', T0 + 4 * MINUTE),
  row(4, 'delivering', T0 + 19 * MINUTE),
];

const stateAfter = (n: number) => {
  const state = foldProgress(along.slice(0, n));
  if (state === null) throw new Error('no rows');
  return state;
};

describe('an order’s progress folded from its rows', () => {
  it('has none before received, and reads rows in version order whatever order they come in', () => {
    expect(foldProgress([])).toBeNull();
    const state = foldProgress([...along].reverse());
    expect(state).toMatchObject({
      status: 'delivering',
      version: 4,
      estimatedMinutes: 30,
      acceptedAtMs: T0 + MINUTE,
    });
    expect(state?.steps.map((s) => s.status)).toEqual(['received', 'accepted', 'cooking', 'delivering']);
  });

  it('answers the estimate as a time from accepted, cancellable only while received', () => {
    expect(wireProgress(stateAfter(1), '0507-0000-1001')).toMatchObject({
      cancellable: true,
      estimated_minutes: null,
      estimated_arrival: null,
    });
    expect(wireProgress(stateAfter(2), '0507-0000-1001')).toMatchObject({
      cancellable: false,
      estimated_minutes: 30,
      estimated_arrival: '2026-11-21T12:31:00+09:00',
      steps: [
        { status: 'received', at: '2026-11-21T12:00:00+09:00' },
        { status: 'accepted', at: '2026-11-21T12:01:00+09:00' },
      ],
    });
    const cancelled = foldProgress([
      ...along.slice(0, 2),
      row(3, 'cancelled', T0 + 2 * MINUTE, {
        cancelled_by: 'restaurant',
        reason: '재료 소진',
        refund: 'pending',
      }),
    ]);
    expect(cancelled === null ? null : wireProgress(cancelled, '')).toMatchObject({
      estimated_arrival: null,
      cancellation: { by: 'restaurant', reason: '재료 소진', refund: 'pending' },
    });
  });

  it('allows each change from its one status; the customer cancels only while received, the restaurant until cooking', () => {
    const changes: Change[] = [
      { kind: 'accept', minutes: 30 },
      { kind: 'cook' },
      { kind: 'depart' },
      { kind: 'deliver' },
      { kind: 'cancel', by: 'customer', reason: '', refund: 'none' },
      { kind: 'cancel', by: 'restaurant', reason: '휴무', refund: 'none' },
      { kind: 'refund' },
    ];
    const allowed = (n: number) =>
      changes
        .filter((c) => allows(stateAfter(n), c))
        .map((c) => (c.kind === 'cancel' ? `cancel:${c.by}` : c.kind));
    expect(allowed(1)).toEqual(['accept', 'cancel:customer', 'cancel:restaurant']);
    expect(allowed(2)).toEqual(['cook', 'cancel:restaurant']);
    expect(allowed(3)).toEqual(['depart', 'cancel:restaurant']);
    expect(allowed(4)).toEqual(['deliver']);
  });
});
