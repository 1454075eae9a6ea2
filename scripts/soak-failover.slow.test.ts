// `npm run soak:failover` as CI runs it (.ci/run installs pg_auto_failover and PgBouncer): the
// primary of a real formation killed mid-rush under three gateways, and its targets held.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { missingTools } from './failover/formation.mjs';

const run = promisify(execFile);

describe.runIf(missingTools().length === 0)('the database primary dies mid-rush (pg_auto_failover)', () => {
  it('loses no acknowledged order, doubles none, and takes writes again within 15 s', async () => {
    const { stdout } = await run(process.execPath, ['scripts/soak-failover.mjs', '--json'], {
      maxBuffer: 16 * 1024 * 1024,
      timeout: 330_000,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      // exit 1 (a target missed) still prints the figures: judge them below
      if (error.stdout?.includes('"held"')) return { stdout: error.stdout };
      throw new Error(`soak:failover failed: ${error.stderr ?? error}`);
    });
    const figures = JSON.parse(stdout);
    expect(figures.verdict).toEqual([]);
    expect(figures.orders.lost).toEqual([]);
    expect(figures.orders.doubled).toEqual([]);
    expect(figures.orders.acknowledged).toBeGreaterThan(0);
    expect(figures.orders.readBack).toBe(figures.orders.acknowledged);
    expect(figures.orders.afterKill).toBeGreaterThan(0);
    expect(figures.primaryKilled.writesAcceptedAgainAfterSeconds).toBeLessThanOrEqual(15);
    expect(figures.gatewayLogs.failed500).toBe(0);
    expect(figures.gatewayLogs.primaryLost).toBeGreaterThan(0);
  }, 360_000);
});
