import { describe, expect, it } from 'vitest';
import type { Event } from '../../domain/events/events.ts';
import { inMemoryStorage } from '../../domain/ports/in-memory/storage.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { EVENT_LOG_KEY, storedEventLog } from './event-log-store.ts';
import { eventKey } from './stored-event-log.ts';
import type { StoredDrop } from './typed-storage.ts';

const clock = { now: () => 1_000_000 };
const comment = (i: number): Event => ({
  type: 'CommentEntered',
  data: { comment: `문 앞에 놔주세요 ${i % 10}` },
  metadata: { at: 1_000_000 },
});
const logOf = (n: number): Event[] => Array.from({ length: n }, (_, i) => comment(i));

/** Storage that counts what is written, and can refuse writes from some point on. */
function watched(refuse: (key: string) => 'crash' | 'quota' | null = () => null) {
  const inner = inMemoryStorage();
  let written = 0;
  let crashed = false;
  const storage: KeyValueStorage = {
    get: (area, key) => inner.get(area, key),
    set(area, key, value) {
      const refused = refuse(key);
      if (crashed || refused === 'crash') {
        crashed = true; // the process is gone: nothing after this reaches storage
        return;
      }
      if (refused === 'quota') {
        inner.remove(area, key); // browser-storage drops a refused write and its older value
        return;
      }
      written += key.length + value.length;
      inner.set(area, key, value);
    },
    remove: (area, key) => {
      if (!crashed) inner.remove(area, key);
    },
  };
  return {
    storage,
    inner,
    written: () => written,
    restart: () => {
      crashed = false;
    },
  };
}

/** Bytes written by one append to a stored log of `length` events. */
function appendCost(length: number): number {
  const { storage, written } = watched();
  const stored = storedEventLog(storage, clock);
  const log = logOf(length);
  stored.write(log);
  const before = written();
  stored.write([...log, comment(length)]);
  return written() - before;
}

describe('the stored event log (append-only)', () => {
  it('writes as many bytes to append an event to a log of 10,000 events as to one of 10 (issue 12 §4)', () => {
    const short = appendCost(10);
    const long = appendCost(10_000);
    // The index in the new event's key has two more digits; nothing else grows.
    expect(long - short).toBeLessThanOrEqual(2 * 3);
    expect(long).toBeLessThan(300);
  });

  it('reads back the log it appended to, event by event (DESIGN "replay(log) gives the same projections as live")', () => {
    const { storage } = watched();
    const stored = storedEventLog(storage, clock);
    const log = logOf(5);
    for (let n = 1; n <= log.length; n++) stored.write(log.slice(0, n));
    expect(storedEventLog(storage, clock).read()).toEqual(log);
  });

  it('reads a log stored in the old layout (one value) and moves it to the new one on the next write', () => {
    // given
    const { storage } = watched();
    const log = logOf(3);
    storage.set('session', 'events', JSON.stringify({ v: log, at: clock.now() }));
    const stored = storedEventLog(storage, clock);
    // when
    const read = stored.read();
    stored.write([...log, comment(3)]);
    // then
    expect(read).toEqual(log);
    expect(JSON.parse(storage.get('session', 'events') ?? 'null').v).toEqual({ layout: 'keyed', count: 4 });
    expect(storedEventLog(storage, clock).read()).toEqual([...log, comment(3)]);
  });

  it('restores the log as it was before an append that a crash cut short, at any write of it', () => {
    for (const stopAt of [eventKey(EVENT_LOG_KEY, 3), eventKey(EVENT_LOG_KEY, 4), 'events']) {
      // given a stored log of 3 events
      let armed = false;
      const { storage, restart } = watched((key) => {
        const crash = armed && key === stopAt;
        if (crash) armed = false;
        return crash ? 'crash' : null;
      });
      storedEventLog(storage, clock).write(logOf(3));
      armed = true;
      // when appending two events stops at one of its writes
      storedEventLog(storage, clock).write(logOf(5));
      restart();
      // then the old log is read back whole, and the next write continues it
      expect(storedEventLog(storage, clock).read()).toEqual(logOf(3));
      storedEventLog(storage, clock).write(logOf(6));
      expect(storedEventLog(storage, clock).read()).toEqual(logOf(6));
    }
  });

  it('never reads a log missing its newest events after a refused write, and stores it whole again on the next (spec 000 §3 "Stored data")', () => {
    // given
    let full = true;
    const quota = (key: string) => (full && key === eventKey(EVENT_LOG_KEY, 3) ? 'quota' : null);
    const { storage } = watched(quota);
    const stored = storedEventLog(storage, clock);
    stored.write(logOf(3));
    // when
    stored.write(logOf(4));
    // then
    expect(storedEventLog(storage, clock).read()).toBeNull();
    full = false;
    stored.write(logOf(5));
    expect(storedEventLog(storage, clock).read()).toEqual(logOf(5));
  });

  it('drops a log with an event that does not decode, naming its place, and its keys with it', () => {
    const { storage, inner } = watched();
    storedEventLog(storage, clock).write(logOf(3));
    inner.set(
      'session',
      eventKey(EVENT_LOG_KEY, 1),
      '{"type":"CommentEntered","data":{},"metadata":{"at":1}}',
    );
    const drops: StoredDrop[] = [];
    expect(storedEventLog(storage, clock, { onDrop: (d) => drops.push(d) }).read()).toBeNull();
    expect(drops[0]?.errors.join('\n')).toMatch(/^\$\[1\]\.data\.comment/);
    expect(inner.get('session', 'events')).toBeNull();
    expect(inner.get('session', eventKey(EVENT_LOG_KEY, 0))).toBeNull();
  });
});
