// The server database follows its primary (primary-pool.ts, server-database.ts) on a real
// PostgreSQL server (CI sets DATABASE_URL): hosts tried in order for one that takes writes, a lost
// connection answered as "unavailable" and found again, an idempotent write run again, and the
// start's lock a transaction's. The failover of a real formation: scripts/soak-failover.mjs.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase, serverUrl } from '../testing/test-gateway.ts';
import { DatabaseUnavailableError, type PoolReport } from './connection-loss.ts';
import type { Database } from './database.ts';
import { PrimaryPool } from './primary-pool.ts';
import { openServer } from './server-database.ts';

/** A port nothing listens on (a dead host of the list). */
const DEAD = '127.0.0.1:9';

/** `url` on another host:port, or with extra parameters. */
function hostUrl(url: string, host: string, extra = ''): string {
  const u = new URL(url);
  const at = host === '' ? u.host : host;
  return `${u.protocol}//${u.username === '' ? '' : `${u.username}@`}${at}${u.pathname}${extra}`;
}

/** Ends every other connection to the database, as a server going away would (57P01). */
async function dropConnections(fresh: FreshDatabase): Promise<number> {
  const rows = await fresh.query<{ ended: boolean }>(
    'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows.length;
}

describe.runIf(serverUrl !== null)('following the primary on a PostgreSQL server', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(serverUrl ?? '');
  });
  afterAll(() => fresh?.drop());

  it('takes the first host that takes writes: past a dead one and a read-only one', async () => {
    const readOnly = hostUrl(fresh.url, '', '?options=-c%20default_transaction_read_only%3Don');
    const pool = new PrimaryPool(
      pg,
      {
        hosts: [
          { name: 'dead', url: hostUrl(fresh.url, DEAD) },
          { name: 'standby', url: readOnly },
          { name: 'primary', url: fresh.url },
        ],
        sessionAttrs: 'read-write',
      },
      { max: 2, connectTimeoutMs: 1_000, waitMs: 500 },
    );
    try {
      await pool.start(5_000);
      const rows = await (await pool.pool()).query('SHOW transaction_read_only');
      expect(rows.rows[0]).toEqual({ transaction_read_only: 'off' });
    } finally {
      await pool.close();
    }
  });

  it('fails to start, naming the hosts, when none answers', async () => {
    // one host: at once, as before
    const started = Date.now();
    await expect(openServer(hostUrl(fresh.url, DEAD))).rejects.toThrow(
      /could not open the PostgreSQL database at 127\.0\.0\.1:9: .*Is the server running/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    // a formation: after waiting for a primary
    const pool = new PrimaryPool(
      pg,
      {
        hosts: [
          { name: DEAD, url: hostUrl(fresh.url, DEAD) },
          { name: '127.0.0.1:10', url: hostUrl(fresh.url, '127.0.0.1:10') },
        ],
        sessionAttrs: 'read-write',
      },
      { max: 1, connectTimeoutMs: 500, waitMs: 100 },
    );
    await expect(pool.start(600)).rejects.toThrow(
      /at 127\.0\.0\.1:9, 127\.0\.0\.1:10: none of them takes writes \(read-write\)/,
    );
  });

  describe('a gateway database whose connections are lost', () => {
    let db: Database;
    const reports: PoolReport[] = [];
    beforeAll(async () => {
      db = await openServer(`${fresh.url}?target_session_attrs=read-write`, {
        report: (e) => reports.push(e),
      });
      await db.query('CREATE TABLE IF NOT EXISTS writes (key text PRIMARY KEY, runs int NOT NULL)');
    });
    afterAll(() => db?.close());

    it('answers unavailable for the request that lost it, then finds the primary again', async () => {
      await db.query('SELECT 1');
      const held = db
        .transaction(async (tx) => {
          await tx.query('SELECT pg_sleep(0.5)');
          return 'committed';
        })
        .catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await dropConnections(fresh)).toBeGreaterThan(0);
      expect(await held).toBeInstanceOf(DatabaseUnavailableError);
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(reports.map((r) => r.kind)).toEqual(expect.arrayContaining(['lost', 'found']));
    });

    it('hears a connection ended between two statements, without ending the process', async () => {
      // the server (or PgBouncer: "server conn crashed?") ends it while the work awaits something else
      const held = db
        .transaction(async (tx) => {
          await tx.query('SELECT 1');
          await new Promise((resolve) => setTimeout(resolve, 400));
          return tx.query('SELECT 2');
        })
        .catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await dropConnections(fresh);
      expect(await held).toBeInstanceOf(DatabaseUnavailableError);
      expect(await db.query('SELECT 3 AS three')).toEqual([{ three: 3 }]);
    });

    it('runs an idempotent write again on the primary found, once it finds its own result', async () => {
      let runs = 0;
      const write = db.transaction(
        async (tx) => {
          runs += 1;
          const [done] = await tx.query<{ runs: number }>('SELECT runs FROM writes WHERE key = $1', ['k1']);
          if (done !== undefined) return done.runs;
          await tx.query('INSERT INTO writes (key, runs) VALUES ($1, $2)', ['k1', runs]);
          if (runs === 1) await tx.query('SELECT pg_sleep(0.5)');
          return runs;
        },
        { idempotent: true },
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      await dropConnections(fresh);
      // the first run's insert was rolled back with its connection; the second wrote it
      expect(await write).toBe(2);
      expect(runs).toBe(2);
      expect(await db.query('SELECT key, runs FROM writes')).toEqual([{ key: 'k1', runs: 2 }]);
    });

    it('holds the start lock for as long as the work runs, as a transaction of its own', async () => {
      const order: string[] = [];
      const first = db.exclusively('jumun:test', async () => {
        order.push('first in');
        await new Promise((resolve) => setTimeout(resolve, 300));
        const [held] = await db.query<{ n: number }>(
          // pg_locks is the server's: other tests' databases hold advisory locks of their own
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        );
        order.push(`first out holding ${held?.n}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = db.exclusively('jumun:test', async () => {
        order.push('second');
      });
      await Promise.all([first, second]);
      expect(order).toEqual(['first in', 'first out holding 1', 'second']);
    });
  });
});
