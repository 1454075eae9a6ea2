// Starts the reference gateway: open the database, migrate, load the seed when it changed, build
// the server and listen on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Clock } from '../domain/ports/clock.ts';
import { jwtTokens } from './auth/tokens.ts';
import type { PoolReport } from './db/connection-loss.ts';
import { type Database, openDatabase, releaseStartMemory } from './db/database.ts';
import { currentSeedHash, importSeed, seedHash } from './db/import-seed.ts';
import { migrate } from './db/migrate.ts';
import { DatabaseOpenError } from './db/open-error.ts';
import { withBcryptThreads } from './hashing/bcrypt-pool.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';
import { testRunClock } from './sandbox/test-run.ts';
import { formatSeedError, loadSeed } from './seed/load-seed.ts';
import { buildGateway } from './server.ts';
import { type GatewaySettings, gatewaySettings } from './settings.ts';
import { defaultSmsLimits, type SmsLimits } from './sms/sms-policy.ts';

export interface GatewayOptions {
  readonly port: number;
  readonly host: string;
  readonly seedDir: string;
  /** `memory`, a PGlite directory, or a postgres:// URL. */
  readonly db: string;
  /** A fixed clock (ISO 8601) for reproducible QA runs; the real clock when absent. */
  readonly now: string | null;
  readonly webRoot: string | null;
  readonly sandbox: boolean;
  readonly logger: FastifyServerOptions['logger'];
  /** Decode every answer with the contract's codecs (tests). */
  readonly checkResponses?: boolean;
  readonly bcryptCost?: number;
  /** A clock of the caller's instead of `now` (tests that move time). */
  readonly clock?: Clock;
  /** Windows and limits other than the defaults (settings.ts). */
  readonly settings?: Partial<GatewaySettings>;
  /** Origins besides the gateway's own allowed to send state-changing requests (a web app elsewhere). */
  readonly allowedOrigins?: readonly string[];
  /** Overrides of the SMS send limits (sms/sms-policy.ts holds the defaults). */
  readonly smsLimits?: Partial<SmsLimits>;
  /** bcrypt's runner: the worker-thread pool unless a test gives its own. */
  readonly passwords?: PasswordHasher;
  /** With `db: 'memory'`: start from this image of a database (tests; testing/database-image.ts). */
  readonly memoryImage?: Blob;
  /**
   * Collect the start-up's garbage once started (db/database.ts `releaseStartMemory`; default on):
   * a long-running gateway's resident memory. A test process starting a gateway per file turns it
   * off: three full collections of a heap that holds every test's modules, per gateway.
   */
  readonly releaseStartMemory?: boolean;
}

export interface RunningGateway {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly db: Database;
  close(): Promise<void>;
}

export type StartError =
  | { readonly kind: 'seed'; readonly errors: readonly string[] }
  | { readonly kind: 'clock'; readonly message: string }
  | { readonly kind: 'database'; readonly message: string };

export function fixedOrRealClock(now: string | null): Clock | StartError {
  if (now === null) return { now: () => Date.now() };
  const at = Date.parse(now);
  if (Number.isNaN(at)) return { kind: 'clock', message: `--now: not an ISO 8601 time: ${now}` };
  return { now: () => at };
}

async function jwtSecret(db: Database): Promise<Uint8Array> {
  const fresh = randomBytes(32).toString('hex');
  await db.query(
    "INSERT INTO seed_meta (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING",
    [fresh],
  );
  const rows = await db.query<{ value: string }>("SELECT value FROM seed_meta WHERE key = 'jwt_secret'");
  return new TextEncoder().encode(rows[0]?.value ?? fresh);
}

/** The import's hashing on the test's hasher, or on threads of its own that end with it. */
function importWith(
  passwords: PasswordHasher | undefined,
  work: (passwords: PasswordHasher) => Promise<void>,
): Promise<void> {
  return passwords === undefined ? withBcryptThreads(work) : work(passwords);
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway | StartError> {
  const base = options.clock ?? fixedOrRealClock(options.now);
  if ('kind' in base) return base;
  // with the sandbox on, a request of a QA test run may carry its own time (sandbox/test-run.ts)
  const clock = options.sandbox ? testRunClock(base) : base;
  const seed = await loadSeed(options.seedDir);
  if (seed._tag === 'Left') return { kind: 'seed', errors: seed.left.map(formatSeedError) };

  let db: Database;
  // A server's primary lost and found again (a failover) goes to the request log, once it exists.
  let log: FastifyBaseLogger | null = null;
  const report = (event: PoolReport) => log?.warn({ database: event }, `database: ${event.kind}`);
  try {
    db = await openDatabase(
      options.db,
      options.memoryImage === undefined ? { report } : { image: options.memoryImage, report },
    );
  } catch (error) {
    if (error instanceof DatabaseOpenError) return { kind: 'database', message: error.message };
    throw error;
  }
  try {
    const hash = await seedHash(options.seedDir);
    const cost = options.bcryptCost ?? 10;
    // Gateways started together on one PostgreSQL server take turns: the first migrates and
    // imports, the next finds the schema and the seed in place.
    const secret = await db.exclusively('jumun:start', async () => {
      await migrate(db);
      if ((await currentSeedHash(db)) !== hash)
        await importWith(options.passwords, (passwords) =>
          importSeed(db, seed.right, hash, cost, new Date(clock.now()), passwords),
        );
      return jwtSecret(db);
    });
    const tokens = jwtTokens(secret, () => clock.now());
    const app = await buildGateway({
      context: {
        db,
        clock,
        gatewayClock: base,
        settings: gatewaySettings(options.settings),
        tokens,
        serve: { tokens, checkResponses: options.checkResponses ?? false },
        sandbox: options.sandbox,
        bcryptCost: cost,
        smsLimits: { ...defaultSmsLimits, ...options.smsLimits },
        ...(options.passwords === undefined ? {} : { passwords: options.passwords }),
      },
      webRoot: options.webRoot,
      imagesRoot: join(options.seedDir, 'images'),
      logger: options.logger,
      allowedOrigins: options.allowedOrigins ?? [],
    });
    log = app.log;
    const address = await app.listen({ port: options.port, host: options.host });
    if (db.kind === 'pglite' && options.releaseStartMemory !== false) releaseStartMemory();
    return {
      url: address,
      app,
      db,
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
