// A clock that moves only when told, and ids that count: runs are reproducible.
import type { Clock, Ids } from '../clock.ts';

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(start: number | string): ManualClock {
  let now = typeof start === 'number' ? start : Date.parse(start);
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}

export function sequentialIds(prefix = 'id'): Ids {
  let n = 0;
  return { next: () => `${prefix}-${String(++n).padStart(4, '0')}` };
}
