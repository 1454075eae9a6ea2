// The persisted-log rows of `npm run bench` (issue 12 §4): what appending one event costs at a short
// and a long log, for the web's session storage (an in-memory stand-in) and the CLI's file storage
// (on disk, fsync included), against the layout before issue 12 (the whole log one value, rewritten).
import { appendFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storedEventLog } from '../adapters/storage/event-log-store.ts';
import { fileStorage, nodeFileOps } from '../adapters/storage/file-storage.ts';
import { type Event, EventLog } from '../domain/events/events.ts';
import type { KeyValueStorage } from '../domain/ports/storage.ts';

const clock = { now: () => Date.now() };
const APPENDS = 30;
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function memoryStorage(): KeyValueStorage & { bytes: number } {
  const map = new Map<string, string>();
  return {
    bytes: 0,
    get: (_area, key) => map.get(key) ?? null,
    set(_area, key, value) {
      this.bytes += key.length + value.length;
      map.set(key, value);
    },
    remove: (_area, key) => {
      map.delete(key);
    },
  };
}

type Writer = (log: readonly Event[]) => void;

/**
 * Median ms of one append to a short and to a long stored log, the appends alternating between the
 * two (so the other engineers' load and the disk's moods fall on both alike).
 */
function timeAppends(
  short: { write: Writer; log: readonly Event[] },
  long: { write: Writer; log: readonly Event[] },
  extra: readonly Event[],
): { short: number; long: number } {
  const ms = { short: [] as number[], long: [] as number[] };
  const grown = { short: [...short.log], long: [...long.log] };
  for (const event of extra) {
    for (const [which, side] of [
      ['short', short],
      ['long', long],
    ] as const) {
      grown[which].push(event);
      const started = process.hrtime.bigint();
      side.write(grown[which]);
      ms[which].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return { short: median(ms.short), long: median(ms.long) };
}

const wholeLog = (log: readonly Event[]) => JSON.stringify({ v: EventLog.encode(log), at: clock.now() });

function sessionStorageRow(short: readonly Event[], long: readonly Event[], extra: readonly Event[]) {
  const jumun = (log: readonly Event[]) => {
    const stored = storedEventLog(memoryStorage(), clock);
    stored.write(log);
    return { write: (l: readonly Event[]) => stored.write(l), log };
  };
  const before = (log: readonly Event[]) => {
    const storage = memoryStorage();
    return { write: (l: readonly Event[]) => storage.set('session', 'events', wholeLog(l)), log };
  };
  return {
    jumun: timeAppends(jumun(short), jumun(long), extra),
    before: timeAppends(before(short), before(long), extra),
  };
}

function fileRow(dir: string, short: readonly Event[], long: readonly Event[], extra: readonly Event[]) {
  const jumun = (log: readonly Event[]) => {
    const path = join(dir, `storage-${log.length}.json`);
    // Built without fsync (only the timed appends pay it).
    const quick = fileStorage(path, { fileOps: { ...nodeFileOps, append: (p, t) => appendFileSync(p, t) } });
    storedEventLog(quick, clock).write(log);
    const stored = storedEventLog(fileStorage(path), clock);
    return { write: (l: readonly Event[]) => stored.write(l), log };
  };
  // Before: the whole file (here just the log) written to a temp file, flushed, renamed over.
  const before = (log: readonly Event[]) => {
    const old = join(dir, `old-${log.length}.json`);
    const write = (l: readonly Event[]) => {
      writeFileSync(`${old}.tmp`, wholeLog(l), { encoding: 'utf8', flush: true });
      renameSync(`${old}.tmp`, old);
    };
    return { write, log };
  };
  return {
    jumun: timeAppends(jumun(short), jumun(long), extra),
    before: timeAppends(before(short), before(long), extra),
  };
}

export function appendRows(log: readonly Event[]): string[] {
  const short = log.slice(0, 100);
  const long = log.slice(0, 10_000);
  const extra = log.slice(0, APPENDS);
  const dir = mkdtempSync(join(tmpdir(), 'jumun-bench-log-'));
  try {
    const rows: string[] = [`append one event to the persisted log (median of ${APPENDS} appends)`];
    type Row = { jumun: { short: number; long: number }; before: { short: number; long: number } };
    const show = (name: string, { jumun, before }: Row) => {
      rows.push(
        `  ${name.padEnd(26)} jumun ${jumun.short.toFixed(3)} ms at 100 events, ${jumun.long.toFixed(3)} ms at 10,000 (×${(jumun.long / jumun.short).toFixed(2)})` +
          `   before: ${before.short.toFixed(3)} → ${before.long.toFixed(3)} ms (×${(before.long / before.short).toFixed(1)})`,
      );
    };
    show('session storage (web)', sessionStorageRow(short, long, extra));
    show('file storage (CLI, fsync)', fileRow(dir, short, long, extra));
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
