// The gateway's connections to a PostgreSQL server, following its primary. The hosts of the URL
// (server-url.ts) are tried in order, as libpq does for `target_session_attrs`: the first that
// answers and whose session is of the kind asked for gets a pool. When that pool loses its
// server (connection-loss.ts), the pool is dropped and the hosts are tried again, every quarter
// second, until one takes writes: after a failover, the new primary. Meanwhile a request waits a
// moment for it and is then told the database is unavailable (503, the service-problem text).
import type pg from 'pg';
import { DatabaseUnavailableError, type PoolReport } from './connection-loss.ts';
import { DatabaseOpenError } from './open-error.ts';
import { redact, type ServerHost, type ServerTarget } from './server-url.ts';

type PgModule = typeof pg;

export interface PrimaryPoolOptions {
  /** Connections per gateway process. */
  readonly max: number;
  /** How long a connect (and a host's check) may take before the next host is tried. */
  readonly connectTimeoutMs: number;
  /** How long a request waits for a primary being looked for before it is refused. */
  readonly waitMs: number;
  /** Told when the primary is lost and when one is found (the gateway's log). */
  readonly report?: ((event: PoolReport) => void) | undefined;
}

const RETRY_MS = 250;

export class PrimaryPool {
  #current: { readonly pool: pg.Pool; readonly host: ServerHost } | null = null;
  #finding: Promise<void> | null = null;
  #closed = false;
  readonly #found = new Set<() => void>();

  constructor(
    private readonly pg: PgModule,
    private readonly target: ServerTarget,
    private readonly options: PrimaryPoolOptions,
  ) {}

  /** Finds the first primary, or fails as the gateway's start does: unreachable, or none takes writes. */
  async start(withinMs: number): Promise<void> {
    const until = Date.now() + withinMs;
    let last: unknown = null;
    while (this.#current === null) {
      try {
        this.#current = await this.#firstUsable();
      } catch (error) {
        last = error;
      }
      if (this.#current !== null) return;
      if (Date.now() >= until) break;
      await pause(RETRY_MS);
    }
    const hosts = this.target.hosts.map((h) => h.name).join(', ');
    const why = last instanceof Error ? last.message : `none of them ${this.#wanted()}`;
    throw new DatabaseOpenError(
      `could not open the PostgreSQL database at ${hosts}: ${why}. Is the server running, and the URL right (${redact(this.target.hosts[0]?.url ?? '')})?`,
    );
  }

  /** The primary's pool: now, or once found within `waitMs`; else DatabaseUnavailableError. */
  async pool(waitMs = this.options.waitMs): Promise<pg.Pool> {
    const current = this.#current;
    if (current !== null) return current.pool;
    if (this.#closed) throw new DatabaseUnavailableError('the database is closed');
    this.#find();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, waitMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#found.add(done);
    });
    if (this.#current !== null) return this.#current.pool;
    throw new DatabaseUnavailableError(`no PostgreSQL server ${this.#wanted()} is reachable`);
  }

  /** `pool` lost its server: unless that was already seen, drop it and look for the primary again. */
  lost(pool: pg.Pool, error: unknown): void {
    const current = this.#current;
    if (current === null || current.pool !== pool) return;
    this.#current = null;
    this.options.report?.({ kind: 'lost', host: current.host.name, reason: String(error) });
    // Ending waits for checked-out clients: those fail on their own and are released with their error.
    pool.end().catch(() => {});
    this.#find();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const current = this.#current;
    this.#current = null;
    await this.#finding;
    await current?.pool.end();
  }

  #find(): void {
    if (this.#finding !== null || this.#closed) return;
    const since = Date.now();
    this.#finding = (async () => {
      while (!this.#closed && this.#current === null) {
        this.#current = await this.#firstUsable().catch(() => null);
        if (this.#current === null) await pause(RETRY_MS);
      }
      this.#finding = null;
      const current = this.#current;
      if (this.#closed) {
        this.#current = null;
        await current?.pool.end();
      } else if (current !== null)
        this.options.report?.({ kind: 'found', host: current.host.name, afterMs: Date.now() - since });
      for (const done of [...this.#found]) done();
      this.#found.clear();
    })();
  }

  /** The first host, in the URL's order, that answers with a session of the kind asked for. */
  async #firstUsable(): Promise<{ pool: pg.Pool; host: ServerHost } | null> {
    let last: unknown = null;
    for (const host of this.target.hosts) {
      try {
        if (await this.#usable(host)) return { pool: this.#poolFor(host), host };
      } catch (error) {
        last = error;
      }
    }
    if (last !== null && this.target.hosts.length === 1) throw last;
    return null;
  }

  /** libpq's check for `target_session_attrs`, on a connection of its own. */
  async #usable(host: ServerHost): Promise<boolean> {
    const client = new this.pg.Client({
      connectionString: host.url,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      query_timeout: this.options.connectTimeoutMs,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      const attrs = this.target.sessionAttrs;
      if (attrs === 'any') return true;
      if (attrs === 'primary') {
        const rows = (await client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')).rows;
        return rows[0]?.standby === false;
      }
      const rows = (await client.query<{ transaction_read_only: string }>('SHOW transaction_read_only')).rows;
      return rows[0]?.transaction_read_only === 'off';
    } finally {
      await client.end().catch(() => {});
    }
  }

  #poolFor(host: ServerHost): pg.Pool {
    const pool = new this.pg.Pool({
      connectionString: host.url,
      max: this.options.max,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
    });
    // An idle client whose server connection ends emits 'error': unhandled it would end the
    // process. Its server is gone (or restarted): look for the primary again.
    pool.on('error', (error) => this.lost(pool, error));
    return pool;
  }

  #wanted(): string {
    return this.target.sessionAttrs === 'any' ? 'answers' : `takes writes (${this.target.sessionAttrs})`;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
