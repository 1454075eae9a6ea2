// The CLI's stored event log over file storage: what one append writes, whatever the log's length.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../domain/events/events.ts';
import type { StorageKey } from '../../domain/storage-lifetimes.ts';
import { storedEventLog } from './event-log-store.ts';
import { type FileOps, fileStorage } from './file-storage.ts';
import { storedEventLogAt } from './stored-event-log.ts';
import { memoryFiles } from './testing/memory-files.ts';

const clock = { now: () => 1_000_000 };
const comment = (i: number): Event => ({
  type: 'CommentEntered',
  data: { comment: `문 앞에 놔주세요 ${i % 10}` },
  metadata: { at: 1_000_000 },
});

/** A log of `length` events stored one append at a time, as a session does. */
function session(length: number) {
  const { ops, written } = memoryFiles();
  const stored = storedEventLog(fileStorage('/jumun/storage.json', { fileOps: ops }), clock);
  const log: Event[] = [];
  for (let i = 0; i < length; i++) {
    log.push(comment(i));
    stored.write(log);
  }
  return { ops, written, stored, log };
}

describe('the CLI event log on file storage', () => {
  it('appends as many journal bytes for an event to a log of 3,000 events as to one of 10 (issue 12 §4)', () => {
    const cost = (length: number) => {
      const { written, stored, log } = session(length);
      const before = written.appended;
      stored.write([...log, comment(length)]);
      return written.appended - before;
    };
    const short = cost(10);
    const long = cost(3_000);
    // Only the new event's index (in its key and in the head's count) has more digits.
    expect(long - short).toBeLessThanOrEqual(4 * 3);
    expect(long).toBeLessThan(400);
  });

  it('writes snapshots worth at most what it appended, so an append costs the same amortized', () => {
    const { written, ops, log } = session(3_000);
    // The journal outgrew the snapshot several times, and each time one snapshot was written.
    expect(written.snapshots).toBeGreaterThan(0);
    expect(written.snapshots).toBeLessThanOrEqual(written.appended);
    const reread = storedEventLog(fileStorage('/jumun/storage.json', { fileOps: ops }), clock).read();
    expect(reread).toEqual(log);
  });

  it('restores the log as it was when a crash tears an append anywhere in its write (the head is its last line)', () => {
    const { ops, log } = session(5);
    const record = (() => {
      let text = '';
      const spy = storedEventLog(
        fileStorage('/jumun/storage.json', {
          fileOps: {
            ...ops,
            append: (_p, t) => {
              text = t;
            },
          },
        }),
        clock,
      );
      spy.write([...log, comment(5), comment(6)]);
      return text;
    })();
    expect(record.split('\n').filter((line) => line !== '')).toHaveLength(3);
    for (let cut = 1; cut < record.length; cut += 7) {
      // given the same stored log each time, and an append that stops after `cut` characters
      const files = session(5);
      const torn: FileOps = { ...files.ops, append: (p, t) => files.ops.append(p, t.slice(0, cut)) };
      // when
      storedEventLog(fileStorage('/jumun/storage.json', { fileOps: torn }), clock).write([
        ...log,
        comment(5),
        comment(6),
      ]);
      // then
      const reread = storedEventLog(fileStorage('/jumun/storage.json', { fileOps: files.ops }), clock).read();
      expect(reread).toEqual(log);
    }
  });

  it('drops an expired log of 3,000 events in two journal writes, not one per event', () => {
    // given a log stored under a key with a lifetime (the session's own log has none)
    const key: StorageKey = { key: 'events', area: 'session', lifetimeMs: 20 * 60_000 };
    const { ops, written } = session(3_000);
    let appends = 0;
    const counting: FileOps = {
      ...ops,
      append: (p, t) => {
        appends++;
        ops.append(p, t);
      },
    };
    const later = { now: () => clock.now() + 20 * 60_000 };
    // when
    const read = storedEventLogAt(
      fileStorage('/jumun/storage.json', { fileOps: counting }),
      key,
      later,
    ).read();
    // then
    expect(read).toBeNull();
    expect(appends).toBeLessThanOrEqual(2);
    expect(written.appended).toBeGreaterThan(0);
    expect(
      storedEventLogAt(fileStorage('/jumun/storage.json', { fileOps: ops }), key, clock).read(),
    ).toBeNull();
  });
});
