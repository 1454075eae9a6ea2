// A test gateway whose clock the test moves (code and token expiry), built like gateway/start.ts
// but with a manual clock: PGlite in memory, the default seed, port 0 on 127.0.0.1, every answer
// checked against the contract.
import { randomBytes } from 'node:crypto';
import { type ManualClock, manualClock } from '../../../domain/ports/in-memory/clock.ts';
import { jwtTokens } from '../../auth/tokens.ts';
import { openDatabase } from '../../db/database.ts';
import { importSeed, seedHash } from '../../db/import-seed.ts';
import { migrate } from '../../db/migrate.ts';
import { bcryptPool } from '../../hashing/bcrypt-pool.ts';
import { loadSeed } from '../../seed/load-seed.ts';
import { buildGateway } from '../../server.ts';
import { gatewaySettings } from '../../settings.ts';
import type { RunningGateway } from '../../start.ts';
import { TEST_NOW } from '../../testing/test-gateway.ts';

export interface ClockGateway extends RunningGateway {
  readonly clock: ManualClock;
}

export async function startClockGateway(start: string = TEST_NOW): Promise<ClockGateway> {
  const seedDir = 'fixtures/seed';
  const seed = await loadSeed(seedDir);
  if (seed._tag === 'Left') throw new Error('the default seed does not load');
  const clock = manualClock(start);
  const db = await openDatabase('memory');
  try {
    await migrate(db);
    await importSeed(db, seed.right, await seedHash(seedDir), 4, new Date(clock.now()), bcryptPool);
    const tokens = jwtTokens(randomBytes(32), () => clock.now());
    const app = await buildGateway({
      context: {
        db,
        clock,
        gatewayClock: clock,
        settings: gatewaySettings(),
        tokens,
        serve: { tokens, checkResponses: true },
        sandbox: true,
        bcryptCost: 4,
      },
      webRoot: null,
      logger: false,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      url,
      app,
      db,
      clock,
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
