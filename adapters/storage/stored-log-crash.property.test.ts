// The CLI's persisted log under crashes: for any sequence of appends (1 to 3 events each), a crash
// that cuts one write anywhere (a journal record or a snapshot's temp file) leaves a file that
// reads back as the log before that write or after it, never anything else; and writing goes on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Event } from '../../domain/events/events.ts';
import { storedEventLog } from './event-log-store.ts';
import { type FileOps, fileStorage } from './file-storage.ts';
import { memoryFiles } from './testing/memory-files.ts';

const clock = { now: () => 1_000_000 };
const PATH = '/jumun/storage.json';
const comment = (i: number): Event => ({
  type: 'CommentEntered',
  data: { comment: `${'문 앞에 놔주세요 '.repeat(i % 7)}${i}` },
  metadata: { at: 1_000_000 },
});

class Crash extends Error {}

describe('the stored log and a crash (file storage)', () => {
  it('reads back the log before or after the write a crash cut, and continues from it', () => {
    const compactions: number[] = [];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (batches, which, where) => {
          // given a log grown batch by batch, the write of batch `which` cut at `where` of its bytes
          const files = memoryFiles();
          const crashAt = which % batches.length;
          let batch = -1;
          const cut: FileOps = {
            ...files.ops,
            append: (p, t) => {
              if (batch !== crashAt) return files.ops.append(p, t);
              files.ops.append(p, t.slice(0, Math.floor(t.length * where)));
              throw new Crash();
            },
            writeFile: (p, t) => {
              if (batch !== crashAt) return files.ops.writeFile(p, t);
              files.ops.writeFile(p, t.slice(0, Math.floor(t.length * where)));
              throw new Crash();
            },
          };
          // A crashed process does nothing more: its storage throws on, so the run stops there.
          const log: Event[] = [];
          let before: Event[] = [];
          try {
            const stored = storedEventLog(
              fileStorage(PATH, { fileOps: cut, onFailure: () => {}, compactAfterBytes: 1_000 }),
              clock,
            );
            for (const [i, size] of batches.entries()) {
              batch = i;
              before = [...log];
              for (let k = 0; k < size; k++) log.push(comment(log.length));
              stored.write(log);
              if (i === crashAt) break;
            }
          } catch (error) {
            if (!(error instanceof Crash)) throw error;
          }
          // when a new process reads it
          const reopened = () =>
            storedEventLog(fileStorage(PATH, { fileOps: files.ops, compactAfterBytes: 1_000 }), clock);
          const read = reopened().read() ?? [];
          // then
          expect([before, log]).toContainEqual(read);
          const next = [...read, comment(read.length)];
          reopened().write(next);
          expect(reopened().read()).toEqual(next);
          compactions.push(files.written.snapshots);
        },
      ),
      { numRuns: 300 },
    );
    // Runs crossed compactions (more than the first snapshot), so crashes also cut those.
    expect(compactions.filter((bytes) => bytes > 5_000).length).toBeGreaterThan(5);
  });
});
