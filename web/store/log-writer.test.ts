import { describe, expect, it } from 'vitest';
import type { Event } from '../../domain/events/events.ts';
import { deferredLogWriter } from './log-writer.ts';

const log = (n: number) => Array.from({ length: n }, (_, i) => ({ type: `e${i}` }) as unknown as Event);

function scheduler() {
  const jobs: (() => void)[] = [];
  return {
    schedule: (job: () => void) => jobs.push(job),
    runAll: () => {
      for (const job of jobs.splice(0)) job();
    },
    get size() {
      return jobs.length;
    },
  };
}

describe('the deferred event log writer', () => {
  it('writes nothing until its scheduled job runs, then the newest log once', () => {
    const written: number[] = [];
    const s = scheduler();
    const writer = deferredLogWriter((l) => written.push(l.length), s.schedule);
    writer.write(log(1));
    writer.write(log(2));
    writer.write(log(3));
    expect(written).toEqual([]);
    expect(s.size).toBe(1);
    s.runAll();
    expect(written).toEqual([3]);
  });

  it('writes a pending log at once when flushed, and the scheduled job then writes nothing', () => {
    const written: number[] = [];
    const s = scheduler();
    const writer = deferredLogWriter((l) => written.push(l.length), s.schedule);
    writer.write(log(2));
    writer.flush();
    expect(written).toEqual([2]);
    s.runAll();
    writer.flush();
    expect(written).toEqual([2]);
  });

  it('schedules again for a log appended after a write', () => {
    const written: number[] = [];
    const s = scheduler();
    const writer = deferredLogWriter((l) => written.push(l.length), s.schedule);
    writer.write(log(1));
    s.runAll();
    writer.write(log(4));
    expect(s.size).toBe(1);
    s.runAll();
    expect(written).toEqual([1, 4]);
  });
});
