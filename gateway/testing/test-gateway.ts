// A gateway for tests: PGlite in memory (or, given a postgres:// URL, a fresh database created on
// that server and dropped afterwards), the default seed, a fixed clock, port 0 on 127.0.0.1,
// every answer checked against the contract.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isServerUrl } from '../db/database.ts';
import { type GatewayOptions, type RunningGateway, startGateway } from '../start.ts';
import { databaseImage } from './database-image.ts';

export const TEST_NOW = '2026-11-21T12:00:00+09:00';

/** What a test gateway's database holds unless a test says otherwise. */
export const TEST_DATABASE = {
  seedDir: 'fixtures/seed',
  now: TEST_NOW,
  // Cost 4 keeps test start-up quick; the cost-10 rule is tested where it is enforced.
  bcryptCost: 4,
} as const;

/** The PostgreSQL server of the environment, when one is configured (CI sets DATABASE_URL). */
export const serverUrl: string | null = process.env.DATABASE_URL ?? null;

export interface FreshDatabase {
  readonly url: string;
  /** A query on the fresh database through a connection of its own. */
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `url`, dropped by `drop`. */
export async function freshDatabase(url: string): Promise<FreshDatabase> {
  const name = `jumun_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    query: async <T>(text: string, params: readonly unknown[] = []) => {
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      try {
        return (await client.query(text, [...params])).rows as T[];
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * `fresh: false` starts on the very database a postgres:// URL names (a restart, or a database of
 * `freshDatabase`), which then stays when the gateway closes.
 */
export async function startTestGateway(
  overrides: Partial<GatewayOptions> = {},
  { fresh = true }: { readonly fresh?: boolean } = {},
): Promise<RunningGateway> {
  const db = overrides.db ?? 'memory';
  const server = isServerUrl(db) && fresh ? await freshDatabase(db) : null;
  const options: GatewayOptions = {
    port: 0,
    host: '127.0.0.1',
    ...TEST_DATABASE,
    webRoot: null,
    sandbox: true,
    logger: false,
    checkResponses: true,
    releaseStartMemory: false,
    ...overrides,
    db: server?.url ?? db,
  };
  // In memory on a fixed clock, the database starts from the image of the same seed, cost and
  // import time (what the gateway would have made itself, minus initdb and the import).
  const at = options.now === null ? Number.NaN : Date.parse(options.now);
  const image =
    options.db === 'memory' && options.clock === undefined && Number.isFinite(at)
      ? await databaseImage(options.seedDir, options.bcryptCost ?? 10, at)
      : undefined;
  const started = await startGateway(image === undefined ? options : { ...options, memoryImage: image });
  if ('kind' in started) throw new Error(`test gateway did not start: ${JSON.stringify(started)}`);
  if (server === null) return started;
  return {
    ...started,
    close: async () => {
      await started.close();
      await server.drop();
    },
  };
}
