// The progress streams' poller over a database that counts its queries: one query a tick for all
// the watched orders however many streams watch them, the full read only for the orders a stream
// is behind on, nothing asked of PGlite while its count of writes stands still.
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderProgress } from '../../../contract/order-progress.ts';
import type { Database } from '../../db/database.ts';
import { type ProgressWatcher, progressHub } from './progress-hub.ts';

const STATUSES = ['received', 'accepted', 'cooking', 'delivering', 'delivered'] as const;
const log = { error: () => {} } as unknown as FastifyBaseLogger;

/** Orders at a version each (1: received, … 5: delivered); every query it answers is counted. */
function countingDatabase(kind: 'postgres' | 'pglite') {
  const versions = new Map<string, number>();
  const queries: string[] = [];
  let writes = 0;
  const query = async <T>(text: string, params: readonly unknown[] = []): Promise<T[]> => {
    const numbers = (params[0] as string[]).filter((n) => versions.has(n));
    queries.push(
      text.includes('max(version)') ? 'versions' : text.includes('FROM orders') ? 'orders' : 'rows',
    );
    if (text.includes('max(version)'))
      return numbers.map((n) => ({ order_number: n, version: versions.get(n) })) as T[];
    if (text.includes('FROM orders'))
      return numbers.map((n) => ({ order_number: n, restaurant_id: 1001 })) as T[];
    return numbers.flatMap((n) =>
      STATUSES.slice(0, versions.get(n)).map((status, i) => ({
        order_number: n,
        version: i + 1,
        status,
        at: new Date(Date.parse('2026-11-21T03:00:00Z') + i * 60_000),
        estimated_minutes: status === 'accepted' ? 30 : null,
        cancelled_by: null,
        reason: null,
        refund: null,
      })),
    ) as T[];
  };
  const db: Database = {
    kind,
    query,
    transaction: () => Promise.reject(new Error('no transactions here')),
    exclusively: (_name, work) => work(),
    close: () => Promise.resolve(),
    ...(kind === 'pglite' ? { localWrites: () => writes } : {}),
  };
  return {
    db,
    queries,
    move: (orderNumber: string, version: number) => {
      versions.set(orderNumber, version);
      writes += 1;
    },
  };
}

function watcher(after = 0) {
  const seen: number[] = [];
  let ended = false;
  const w: ProgressWatcher = {
    after,
    send: (p: OrderProgress) => seen.push(p.version),
    end: () => {
      ended = true;
    },
  };
  return { w, seen, ended: () => ended };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the progress hub', () => {
  it('asks one query a tick for 200 streams, and reads in full only the order they are behind on', async () => {
    const { db, queries, move } = countingDatabase('postgres');
    move('A', 1);
    move('B', 1);
    const hub = progressHub(db, { pollMs: 250, log });
    const streams = Array.from({ length: 200 }, () => watcher(1));
    for (const [i, s] of streams.entries()) hub.watch(i % 2 === 0 ? 'A' : 'B', s.w);
    expect(hub.watching()).toBe(200);

    await vi.advanceTimersByTimeAsync(250);
    expect(queries).toEqual(['versions']);

    move('A', 2);
    await vi.advanceTimersByTimeAsync(250);
    expect(queries.slice(1)).toEqual(['versions', 'rows', 'orders']);
    expect(streams.filter((s) => s.seen.join() === '2')).toHaveLength(100);
    expect(streams.filter((s) => s.seen.length === 0)).toHaveLength(100);

    // each stream gets a version once
    await vi.advanceTimersByTimeAsync(250);
    expect(streams.filter((s) => s.seen.length > 1)).toHaveLength(0);
    await hub.close();
  });

  it('looks at once when this gateway wrote, and asks PGlite nothing while its writes stand still', async () => {
    const { db, queries, move } = countingDatabase('pglite');
    move('A', 1);
    const hub = progressHub(db, { pollMs: 250, log });
    const s = watcher(1);
    hub.watch('A', s.w);
    await vi.advanceTimersByTimeAsync(250);
    const asked = queries.length;
    await vi.advanceTimersByTimeAsync(2500);
    expect(queries.length).toBe(asked);

    move('A', 2);
    hub.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.seen).toEqual([2]);
    await hub.close();
  });

  it('stops polling when the last stream goes, and ends every stream (and any that starts) when it closes', async () => {
    const { db, queries, move } = countingDatabase('postgres');
    move('A', 1);
    const hub = progressHub(db, { pollMs: 250, log });
    const gone = watcher(1);
    const stop = hub.watch('A', gone.w);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries).toEqual([]);

    const open = watcher(1);
    hub.watch('A', open.w);
    await hub.close();
    expect(open.ended()).toBe(true);
    const late = watcher(1);
    hub.watch('A', late.w);
    expect(late.ended()).toBe(true);
    expect(hub.watching()).toBe(0);
  });
});
