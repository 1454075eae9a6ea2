// A clock for the load engine's tests: time moves only when every pending task sleeps, and then
// straight to the earliest wake-up, so a 60-second run takes milliseconds and is the same each time.
import type { LoadClock } from '../load-engine.ts';

export interface VirtualClock extends LoadClock {
  /** Runs `task` to its end, advancing time whenever nothing else can happen. */
  drive<T>(task: Promise<T>): Promise<T>;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function virtualClock(start = 0): VirtualClock {
  let now = start;
  const timers: { at: number; seq: number; wake: () => void }[] = [];
  let seq = 0;
  return {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((wake) => {
        timers.push({ at: now + Math.max(0, ms), seq: seq++, wake });
      }),
    async drive(task) {
      let done = false;
      const result = task.finally(() => {
        done = true;
      });
      while (!done) {
        await turn();
        if (done) break;
        timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
        const next = timers.shift();
        if (next === undefined) continue;
        now = next.at;
        next.wake();
      }
      return result;
    },
  };
}
