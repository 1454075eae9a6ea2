// The gateway's PostgreSQL: embedded PGlite (a data directory, or in memory) by default, or a
// PostgreSQL server through a postgres:// URL. Both speak the same SQL and the same migrations.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; a thrown error rolls it back. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding a session-level advisory lock named `name`, so that gateway processes
   * sharing a PostgreSQL server run it one after another (migrations and the seed import at start).
   * PGlite is one connection of one process: `work` simply runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `memory`, a directory for PGlite, or a `postgres://` / `postgresql://` URL. */
export type DatabaseTarget = string;

export function isServerUrl(target: DatabaseTarget): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return isServerUrl(target) ? openServer(target) : openEmbedded(target);
}

async function openEmbedded(target: DatabaseTarget): Promise<Database> {
  // PGlite creates its data directory but not the parents (`.jumun/db` on a fresh clone).
  if (target !== 'memory') await mkdir(target, { recursive: true });
  const db = target === 'memory' ? new PGlite() : new PGlite(target);
  await db.waitReady;
  const sql = (q: Pick<PGlite, 'query'>): Sql => ({
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await q.query<T>(text, [...params])).rows,
  });
  return {
    kind: 'pglite',
    ...sql(db),
    // PGlite is one connection: its transactions run one after another, never interleaved.
    transaction: (work) => db.transaction((tx) => work(sql(tx))),
    exclusively: (_name, work) => work(),
    close: () => db.close(),
  };
}

async function openServer(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose server connection ends (a restart, a dropped database) emits 'error';
  // unhandled it would crash the process. The pool replaces it on the next checkout.
  pool.on('error', () => {});
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await pool.query(text, [...params])).rows as T[],
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <T>(text: string, params: readonly unknown[] = []) =>
            (await client.query(text, [...params])).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exclusively: async (name, work) => {
      // A connection of its own holds the lock while `work` uses the pool's other connections.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}
