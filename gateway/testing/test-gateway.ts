// A gateway for tests: PGlite in memory (or DATABASE_URL's server), the default seed, a fixed
// clock, port 0 on 127.0.0.1, every answer checked against the contract.
import { type GatewayOptions, type RunningGateway, startGateway } from '../start.ts';

export const TEST_NOW = '2026-11-21T12:00:00+09:00';

export async function startTestGateway(overrides: Partial<GatewayOptions> = {}): Promise<RunningGateway> {
  const started = await startGateway({
    port: 0,
    host: '127.0.0.1',
    seedDir: 'fixtures/seed',
    db: 'memory',
    now: TEST_NOW,
    webRoot: null,
    sandbox: true,
    logger: false,
    checkResponses: true,
    // Cost 4 keeps test start-up quick; the cost-10 rule is tested where it is enforced.
    bcryptCost: 4,
    ...overrides,
  });
  if ('kind' in started) throw new Error(`test gateway did not start: ${JSON.stringify(started)}`);
  return started;
}
