import { describe, expect, it } from 'vitest';
import { type IterationContext, runLoad } from './load-engine.ts';
import { virtualClock } from './testing/virtual-clock.ts';

describe('runLoad', () => {
  it('loops each customer until the duration ends and counts the iteration in flight at the end', async () => {
    const clock = virtualClock();
    const started: IterationContext[] = [];
    const run = await clock.drive(
      runLoad({ users: 2, durationMs: 1000, rampUpMs: 0 }, clock, async (context) => {
        started.push(context);
        await clock.sleep(300);
        return { ok: true };
      }),
    );
    // Each customer starts at 0, 300, 600 and 900 ms; the one started at 900 ends at 1200.
    expect(run.iterations).toBe(8);
    expect(run.passed).toBe(8);
    expect(run.elapsedMs).toBe(1200);
    expect(run.stoppedEarly).toBe(false);
    expect(run.durations.percentiles()).toEqual({ count: 8, p50: 300, p95: 300, p99: 300, max: 300 });
    expect(started.filter((c) => c.user === 0).map((c) => c.round)).toEqual([0, 1, 2, 3]);
    expect(started.map((c) => c.index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('spreads the customers over the ramp-up', async () => {
    const clock = virtualClock();
    const firstStart = new Map<number, number>();
    await clock.drive(
      runLoad({ users: 4, durationMs: 2000, rampUpMs: 1000 }, clock, async ({ user }) => {
        if (!firstStart.has(user)) firstStart.set(user, clock.now());
        await clock.sleep(100);
        return { ok: true };
      }),
    );
    expect([...firstStart].sort(([a], [b]) => a - b).map(([, at]) => at)).toEqual([0, 250, 500, 750]);
  });

  it('counts failures by kind with the first example, and a thrown iteration as crashed', async () => {
    const clock = virtualClock();
    const run = await clock.drive(
      runLoad({ users: 1, durationMs: 500, rampUpMs: 0 }, clock, async ({ round }) => {
        await clock.sleep(100);
        if (round === 1) throw new Error('session could not open');
        if (round % 2 === 0)
          return { ok: false, failure: { kind: 'rejected SOLD_OUT', example: `round ${round}` } };
        return { ok: true };
      }),
    );
    expect(run.iterations).toBe(5);
    expect(run.failed).toBe(4);
    expect(run.passed).toBe(1);
    expect(run.failures.list()).toEqual([
      { kind: 'rejected SOLD_OUT', count: 3, example: 'round 0' },
      { kind: 'crashed', count: 1, example: 'session could not open' },
    ]);
  });

  it('stops starting iterations once asked to, the ones in flight finishing', async () => {
    const clock = virtualClock();
    let stop = false;
    const run = await clock.drive(
      runLoad(
        { users: 2, durationMs: 60_000, rampUpMs: 0 },
        clock,
        async ({ index }) => {
          if (index === 4) stop = true;
          await clock.sleep(100);
          return { ok: true };
        },
        () => stop,
      ),
    );
    expect(run.iterations).toBe(5);
    expect(run.elapsedMs).toBe(300);
    expect(run.stoppedEarly).toBe(true);
  });
});
