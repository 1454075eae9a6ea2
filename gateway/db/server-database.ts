// The gateway's Database on a PostgreSQL server, directly or through PgBouncer in transaction
// mode, one host or a formation's several (primary-pool.ts follows the primary). What a pooler in
// transaction mode allows, and so all the gateway relies on: every statement is the unnamed
// prepared statement node-postgres sends (no named ones), nothing is SET for the session, nothing
// LISTENs (order progress is polled: ordering/progress/progress-hub.ts), and the start's lock is a
// transaction's (`pg_advisory_xact_lock`), held by one open transaction while the start runs.
import { type ConnectionLossPolicy, DatabaseUnavailableError, isConnectionLoss } from './connection-loss.ts';
import type { Database, Sql, TransactionOptions } from './database-port.ts';
import { PrimaryPool } from './primary-pool.ts';
import { serverTarget } from './server-url.ts';

/** Connections per gateway process: through PgBouncer, clients of its pool, not server backends. */
const MAX_CONNECTIONS = 10;
/** A host that does not answer a connect within this is passed for the next. */
const CONNECT_TIMEOUT_MS = 2_000;
/** A request waits this long for a primary being looked for before it is refused. */
const WAIT_FOR_PRIMARY_MS = 1_000;
/** An idempotent write lost with its connection is tried again on the new primary within this. */
const RETRY_WITHIN_MS = 15_000;
/** A formation may be mid-failover when a gateway starts: it waits this long for a primary. */
const START_WITHIN_MS = 30_000;

export async function openServer(url: string, policy: ConnectionLossPolicy = {}): Promise<Database> {
  // Loaded only for a server: an embedded gateway never needs it (some 3 MB of heap).
  const { default: pg } = await import('pg');
  const target = serverTarget(url);
  const primary = new PrimaryPool(pg, target, {
    max: MAX_CONNECTIONS,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    waitMs: WAIT_FOR_PRIMARY_MS,
    report: policy.report,
  });
  // One host as before: fail at once when it cannot be reached. A formation: wait for its primary.
  await primary.start(target.hosts.length === 1 && target.sessionAttrs === 'any' ? 0 : START_WITHIN_MS);

  /** Runs `work` on a client of the primary's pool; a lost connection becomes DatabaseUnavailableError. */
  async function withClient<T>(work: (client: import('pg').PoolClient) => Promise<T>, waitMs?: number) {
    const pool = await primary.pool(waitMs);
    let client: import('pg').PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw unavailable(pool, error);
    }
    // The pool listens for errors of idle clients only: a server that ends the connection while
    // the client is ours between two statements (PgBouncer's "server conn crashed?") would emit an
    // 'error' nobody hears, and end the process. Heard here, the client's next statement fails.
    let broken: Error | null = null;
    const hear = (error: Error) => {
      broken = error;
    };
    client.on('error', hear);
    try {
      const result = await work(client);
      client.off('error', hear);
      client.release(broken ?? undefined);
      return result;
    } catch (error) {
      client.off('error', hear);
      // A client whose connection broke is destroyed, not put back for the next request.
      const lost = isConnectionLoss(error) || broken !== null;
      client.release(lost ? (broken ?? (error as Error)) : undefined);
      throw isConnectionLoss(error) ? unavailable(pool, error) : error;
    }
  }

  function unavailable(pool: import('pg').Pool, error: unknown): unknown {
    if (!isConnectionLoss(error)) return error;
    primary.lost(pool, error);
    return error instanceof DatabaseUnavailableError
      ? error
      : new DatabaseUnavailableError('the database connection was lost', { cause: error });
  }

  const onClient =
    (client: import('pg').PoolClient): Sql['query'] =>
    async <T>(text: string, params: readonly unknown[] = []) =>
      (await client.query(text, [...params])).rows as T[];

  async function transactionOnce<T>(work: (tx: Sql) => Promise<T>, waitMs?: number): Promise<T> {
    return withClient(async (client) => {
      await client.query('BEGIN');
      try {
        const result = await work({ query: onClient(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // After a lost connection there is nothing to roll back: the server did, or is gone.
        if (!isConnectionLoss(error)) await client.query('ROLLBACK');
        throw error;
      }
    }, waitMs);
  }

  return {
    kind: 'postgres',
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      withClient(async (client) => (await client.query(text, [...params])).rows as T[]),
    transaction: async <T>(work: (tx: Sql) => Promise<T>, options: TransactionOptions = {}) => {
      if (options.idempotent !== true) return transactionOnce(work);
      // The work may have committed before its answer was lost: only a write that finds its own
      // earlier result (an order by its idempotency key) is run again.
      const until = Date.now() + RETRY_WITHIN_MS;
      for (;;) {
        try {
          return await transactionOnce(work, Math.max(0, until - Date.now()));
        } catch (error) {
          if (!(error instanceof DatabaseUnavailableError) || Date.now() >= until) throw error;
          policy.report?.({ kind: 'retry', reason: String(error.cause ?? error.message) });
        }
      }
    },
    exclusively: (name, work) =>
      // One transaction holds the lock from here to its COMMIT, through a pooler too (a session's
      // lock would stay with whichever server connection PgBouncer handed out, or be lost with it);
      // `work` meanwhile runs on the pool's other connections.
      transactionOnce(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
        return work();
      }, START_WITHIN_MS),
    close: () => primary.close(),
  };
}
