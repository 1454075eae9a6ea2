// The gateway's PostgreSQL: embedded PGlite (a data directory, or in memory) by default, or a
// PostgreSQL server through a postgres:// URL. Both speak the same SQL and the same migrations.
import { mkdir } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import type { ConnectionLossPolicy } from './connection-loss.ts';
import type { Database, Sql } from './database-port.ts';
import { makeFreshCluster } from './fresh-cluster.ts';
import { openServer } from './server-database.ts';
import { type TemporaryDataDir, temporaryDataDir } from './temporary-data-dir.ts';

export type { Database, Sql } from './database-port.ts';

export interface OpenOptions extends ConnectionLossPolicy {
  /**
   * For `memory`: start from this image of a database (`Database.image`) instead of an empty one.
   * PGlite then skips initdb, by far the slowest part of its start, and keeps the data files in its
   * in-memory file system (tests) rather than a temporary directory.
   */
  readonly image?: Blob;
}

/**
 * `memory`, a directory for PGlite, or a `postgres://` / `postgresql://` URL, with several hosts
 * and `target_session_attrs=read-write` for a formation that fails over (server-url.ts).
 */
export type DatabaseTarget = string;

export function isServerUrl(target: DatabaseTarget): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  return isServerUrl(target) ? openServer(target, options) : openEmbedded(target, options);
}

/**
 * PGlite runs PostgreSQL in one WebAssembly memory that never shrinks: the default 128 MB of shared
 * buffers alone would hold more than the gateway's whole catalogue many times over. 4 MB holds the
 * pages the gateway uses most of a seed like fixtures/ (its catalogue reads come from memory, see
 * catalog/catalog-cache.ts), and a page it evicts is read back from the data files (for `--db memory`
 * a temporary directory, in the OS page cache). Idle resident memory measured 205 MiB with 16 MB, 195
 * with 8 (before the temporary directory); then 150-155 with 8 and 146-149 with 4, the orders a
 * second the same (`npm run bench:orders`, by turns).
 */
const SMALL_BUFFERS = ['-c', 'shared_buffers=4MB'];
/**
 * A `--db memory` cluster lives as long as its gateway: it gets 1 MB write-ahead log segments
 * instead of 16 MB ones and keeps few of them (min_wal_size must be at least two segments).
 */
const SMALL_WAL = {
  initdb: ['--wal-segsize=1'],
  start: ['-c', 'min_wal_size=2MB', '-c', 'max_wal_size=32MB'],
};

/**
 * A fresh PGlite data directory is made by initdb on a second PostgreSQL instance of its own, closed
 * once the cluster is copied (`--db memory` runs it in a child process: fresh-cluster.ts): some 300
 * MB of WebAssembly memory that only a full garbage collection gives back, and an idle gateway may
 * not see one for hours. The gateway collects once when it has started (with the
 * seed's decoded files), through V8's flag for `gc`.
 */
export function releaseStartMemory(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // The instance's last references go with the start-up's promises and finalisers: collect once
  // those have settled, and again a moment later.
  for (const ms of [0, 1000, 5000]) setTimeout(gc, ms).unref();
}

/**
 * PGlite's WebAssembly (PostgreSQL, some 10 MB of it) compiled by V8's baseline compiler only. The
 * optimising tier recompiles every hot function on background threads during start-up: its code
 * and the C heap its compiler leaves behind cost 60-80 MB of resident memory for as long as the
 * gateway runs (PGlite alone, idle: about 255 MiB with it, 170-200 without), and on a busy 2-core
 * machine that compiling competed with the start itself (ready in 3-6 s instead of 9). The
 * gateway's queries are small and its catalogue reads come from memory (catalog/catalog-cache.ts):
 * 620 inserts and point reads took 300 ms baseline-only against 540-840 ms with the optimising
 * tier compiling beside them. The flag is the process's (V8 has no per-module setting); nothing
 * else in the gateway is WebAssembly.
 */
export function wasmBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}

async function openEmbedded(target: DatabaseTarget, { image }: OpenOptions): Promise<Database> {
  wasmBaselineOnly();
  // A test's image is unpacked into PGlite's in-memory file system: unpacked onto disk, a test
  // gateway started in 1.6-3.6 s instead of 1.0-1.5 and closed in 50-90 ms instead of 1-4.
  if (target === 'memory' && image !== undefined) {
    const db = new PGlite({
      loadDataDir: image,
      startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS, ...SMALL_WAL.start],
    });
    await db.waitReady;
    return embedded(db, null);
  }
  const memory = target === 'memory' ? await temporaryDataDir() : null;
  let db: PGlite;
  try {
    // PGlite creates its data directory but not the parents (`.jumun/db` on a fresh clone).
    if (memory === null) await mkdir(target, { recursive: true });
    else await makeFreshCluster(memory.path, SMALL_WAL.initdb);
    db =
      memory === null
        ? new PGlite({ dataDir: target, startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS] })
        : new PGlite({
            dataDir: memory.path,
            startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS, ...SMALL_WAL.start],
          });
    await db.waitReady;
  } catch (error) {
    await memory?.remove();
    throw error;
  }
  return embedded(db, memory);
}

/** The Database over an open PGlite; closing it removes `memory`, the temporary directory, if any. */
function embedded(db: PGlite, memory: TemporaryDataDir | null): Database {
  let writes = 0;
  const sql = (q: Pick<PGlite, 'query'>): Sql => ({
    query: async <T>(text: string, params: readonly unknown[] = []) => {
      try {
        return (await q.query<T>(text, [...params])).rows;
      } finally {
        if (!/^\s*SELECT\b/i.test(text)) writes++;
      }
    },
  });
  return {
    kind: 'pglite',
    ...sql(db),
    // PGlite is one connection: its transactions run one after another, never interleaved.
    transaction: async (work) => {
      try {
        return await db.transaction((tx) => work(sql(tx)));
      } finally {
        writes++;
      }
    },
    localWrites: () => writes,
    image: () => db.dumpDataDir('none'),
    exclusively: (_name, work) => work(),
    close: async () => {
      try {
        await db.close();
      } finally {
        await memory?.remove();
      }
    },
  };
}
