// What the gateway's stores see of their database, embedded (PGlite) or a server (database.ts opens
// either): queries, transactions, and the start's lock.

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction; a thrown error rolls it back. On a server whose connection is
   * lost (a failover), the transaction throws DatabaseUnavailableError (connection-loss.ts), unless
   * it is `idempotent`: then it runs again on the new primary, as it may have committed unheard.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs `work` holding an advisory lock named `name`, so that gateway processes sharing a
   * PostgreSQL server run it one after another (migrations and the seed import at start): a
   * transaction's lock, held by a transaction open until `work` ends (server-database.ts).
   * PGlite is one connection of one process: `work` simply runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * How many writing statements and transactions this process has finished (any statement not
   * starting with SELECT counts). Given only where no other process can write the database
   * (PGlite): while it stands still, nothing changed, and a cache need not ask the database.
   */
  readonly localWrites?: () => number;
  /** The whole in-memory database as a tar image that `openDatabase('memory', { image })` starts from (PGlite). */
  readonly image?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /** `work` finds what an earlier run of it committed (an order by its idempotency key): safe to run again. */
  readonly idempotent?: boolean;
}
