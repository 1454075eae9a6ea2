// The progress streams' one poller per gateway. Every open stream watches one order; every
// `pollMs` while any is open, one query reads the latest version of every watched order, and only
// the orders some stream is behind on are read in full and sent. So a change another gateway
// wrote on the same database reaches this gateway's streams within a poll, and 200 open streams
// cost one small query a tick, not 200. A change this gateway wrote looks at once (`changed`).
//
// On PGlite no other process writes the database: while its count of writes stands still nothing
// changed, and the tick asks nothing (db/database.ts `localWrites`). LISTEN/NOTIFY would spare a
// PostgreSQL server the polling too; the poll works on both databases alike, and is what is tested.
import type { FastifyBaseLogger } from 'fastify';
import type { OrderProgress } from '../../../contract/order-progress.ts';
import type { Database } from '../../db/database.ts';
import { latestVersions, wireProgressOf } from './progress-store.ts';

export interface ProgressWatcher {
  /** The latest version this watcher has been sent (0: none yet); the hub moves it on. */
  after: number;
  send(progress: OrderProgress): void;
  /** The gateway is closing: end the stream. */
  end(): void;
}

export interface ProgressHub {
  /** Sends the watcher each newer progress of the order until the returned function is called. */
  watch(orderNumber: string, watcher: ProgressWatcher): () => void;
  /** This gateway wrote a change: look now rather than at the next tick. */
  changed(): void;
  /** How many streams are open. */
  watching(): number;
  /** Ends every stream and stops polling. */
  close(): Promise<void>;
}

export interface HubOptions {
  readonly pollMs: number;
  readonly log: FastifyBaseLogger;
}

export function progressHub(db: Database, { pollMs, log }: HubOptions): ProgressHub {
  const watchers = new Map<string, Set<ProgressWatcher>>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let forced = false;
  let seenWrites: number | null = null;
  let closed = false;

  async function poll(): Promise<void> {
    const numbers = [...watchers.keys()];
    if (numbers.length === 0) return;
    const writes = db.localWrites?.() ?? null;
    if (!forced && writes !== null && writes === seenWrites) return;
    forced = false;
    seenWrites = writes;
    const versions = await latestVersions(db, numbers);
    const behind = numbers.filter((n) => {
      const version = versions.get(n);
      return version !== undefined && [...(watchers.get(n) ?? [])].some((w) => w.after < version);
    });
    if (behind.length === 0) return;
    const progress = await wireProgressOf(db, behind);
    for (const n of behind) {
      const p = progress.get(n);
      if (p === undefined) continue;
      for (const w of [...(watchers.get(n) ?? [])]) {
        if (w.after >= p.version) continue;
        w.after = p.version;
        w.send(p);
      }
    }
  }

  function tick(): void {
    if (closed) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = poll()
      .catch((error: unknown) => log.error({ err: error }, 'the progress streams could not read the orders'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  const size = () => [...watchers.values()].reduce((n, set) => n + set.size, 0);

  function stopWhenIdle(): void {
    if (watchers.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  }

  return {
    watch(orderNumber, watcher) {
      // a stream that starts while the gateway closes ends at once, or the close would wait for it
      if (closed) {
        watcher.end();
        return () => {};
      }
      const set = watchers.get(orderNumber) ?? new Set();
      set.add(watcher);
      watchers.set(orderNumber, set);
      if (timer === null) {
        timer = setInterval(tick, pollMs);
        timer.unref();
      }
      // A change written between the stream's first read and now is caught by the next poll.
      forced = true;
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(orderNumber) === set) watchers.delete(orderNumber);
        stopWhenIdle();
      };
    },
    changed() {
      forced = true;
      tick();
    },
    watching: size,
    async close() {
      closed = true;
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running;
      for (const set of [...watchers.values()]) for (const w of [...set]) w.end();
      watchers.clear();
    },
  };
}
