// Starts the reference gateway: open the database, migrate, load the seed when it changed, build
// the server and listen on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Clock } from '../domain/ports/clock.ts';
import { jwtTokens } from './auth/tokens.ts';
import { type Database, openDatabase } from './db/database.ts';
import { currentSeedHash, importSeed, seedHash } from './db/import-seed.ts';
import { migrate } from './db/migrate.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';
import { testRunClock } from './sandbox/test-run.ts';
import { formatSeedError, loadSeed } from './seed/load-seed.ts';
import { buildGateway } from './server.ts';

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
  /** bcrypt's runner: the worker-thread pool unless a test gives its own. */
  readonly passwords?: PasswordHasher;
}

export interface RunningGateway {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly db: Database;
  close(): Promise<void>;
}

export type StartError =
  | { readonly kind: 'seed'; readonly errors: readonly string[] }
  | { readonly kind: 'clock'; readonly message: string };

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

export async function startGateway(options: GatewayOptions): Promise<RunningGateway | StartError> {
  const base = fixedOrRealClock(options.now);
  if ('kind' in base) return base;
  // with the sandbox on, a request of a QA test run may carry its own time (sandbox/test-run.ts)
  const clock = options.sandbox ? testRunClock(base) : base;
  const seed = await loadSeed(options.seedDir);
  if (seed._tag === 'Left') return { kind: 'seed', errors: seed.left.map(formatSeedError) };

  const db = await openDatabase(options.db);
  try {
    await migrate(db);
    const hash = await seedHash(options.seedDir);
    const cost = options.bcryptCost ?? 10;
    if ((await currentSeedHash(db)) !== hash)
      await importSeed(db, seed.right, hash, cost, new Date(clock.now()));
    const tokens = jwtTokens(await jwtSecret(db), () => clock.now());
    const app = await buildGateway({
      context: {
        db,
        clock,
        tokens,
        serve: { tokens, checkResponses: options.checkResponses ?? false },
        sandbox: options.sandbox,
        bcryptCost: cost,
        ...(options.passwords === undefined ? {} : { passwords: options.passwords }),
      },
      webRoot: options.webRoot,
      imagesRoot: join(options.seedDir, 'images'),
      logger: options.logger,
    });
    const address = await app.listen({ port: options.port, host: options.host });
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
