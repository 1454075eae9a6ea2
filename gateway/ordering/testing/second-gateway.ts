// A second gateway on the database of a running one, in the same process: its own server, its own
// progress poller and sandbox restaurant, the same token key. What one writes, the other finds only
// through the database, as between two `jumun serve` processes on one PostgreSQL server; so two
// gateways can share one PGlite in a test.
import type { Clock } from '../../../domain/ports/clock.ts';
import { jwtTokens } from '../../auth/tokens.ts';
import type { PasswordHasher } from '../../hashing/password-hasher.ts';
import { buildGateway } from '../../server.ts';
import { type GatewaySettings, gatewaySettings } from '../../settings.ts';
import type { RunningGateway } from '../../start.ts';

export async function secondGateway(
  first: RunningGateway,
  clock: Clock,
  settings: Partial<GatewaySettings> = {},
  passwords?: PasswordHasher,
): Promise<RunningGateway> {
  const [row] = await first.db.query<{ value: string }>(
    "SELECT value FROM seed_meta WHERE key = 'jwt_secret'",
  );
  const tokens = jwtTokens(new TextEncoder().encode(row?.value ?? ''), () => clock.now());
  const app = await buildGateway({
    context: {
      db: first.db,
      clock,
      gatewayClock: clock,
      settings: gatewaySettings(settings),
      tokens,
      serve: { tokens, checkResponses: true },
      sandbox: true,
      bcryptCost: 4,
      ...(passwords === undefined ? {} : { passwords }),
    },
    webRoot: null,
    logger: false,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // the database stays the first gateway's to close
  return { url, app, db: first.db, close: () => app.close() };
}
